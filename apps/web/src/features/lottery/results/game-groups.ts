import type { TLotteryRules } from '@site/contracts/api';
import { tk } from '../../../lib/i18n-keys';

/**
 * The results page's game picker groups games by VN region, else by their
 * group (docs/lottery-interfaces.md "Games"): LOTT's and VN's fast games
 * share "Fast draws".
 */
const GROUP_LABEL_KEYS: Readonly<Record<string, string>> = {
  NORTH: tk('lottery.group.north'),
  CENTRAL: tk('lottery.group.central'),
  SOUTH: tk('lottery.group.south'),
  FAST: tk('lottery.group.fast'),
  SEA_4D: tk('lottery.group.sea_4d'),
  SEA_FAST: tk('lottery.group.sea_fast'),
};

export type TGameGroup = { code: string; labelKey: string | null; games: TLotteryRules[] };

/** The games in groups, in the order the rules first name each group. */
export const gameGroupsOf = (games: readonly TLotteryRules[]): TGameGroup[] => {
  const groups = new Map<string, TGameGroup>();
  for (const game of games) {
    const code = game.region ?? game.groupCode;
    const group = groups.get(code) ?? { code, labelKey: GROUP_LABEL_KEYS[code] ?? null, games: [] };
    group.games.push(game);
    groups.set(code, group);
  }
  return [...groups.values()];
};
