import { GAME_CLASSIFIES, type TGameClassify } from '@site/contracts/domain';

/** The slot filters (docs/product.md §2, game lobby): every classify, BG only when TY is a supported language. */
export const slotFilters = (languages: readonly string[]): TGameClassify[] =>
  GAME_CLASSIFIES.filter((classify) => classify !== 'BG' || languages.includes('TY'));
