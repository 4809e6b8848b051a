import type { TDraw } from '@site/contracts/api';
import { RESULT_LAYOUTS, type TPrizeKey } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/** How players name each prize row: VN boards "Special", "1st"…"8th"; 4D "1st"…"3rd", "Starter", "Consolation". */
const PRIZE_LABEL_KEYS: Readonly<Record<TPrizeKey, TMessageKey>> = {
  special: tk('lottery.prize.special'),
  first: tk('lottery.prize.first'),
  second: tk('lottery.prize.second'),
  third: tk('lottery.prize.third'),
  fourth: tk('lottery.prize.fourth'),
  fifth: tk('lottery.prize.fifth'),
  sixth: tk('lottery.prize.sixth'),
  seventh: tk('lottery.prize.seventh'),
  eighth: tk('lottery.prize.eighth'),
  starter: tk('lottery.prize.starter'),
  consolation: tk('lottery.prize.consolation'),
};

export type TBoardRow = { prize: TPrizeKey; labelKey: TMessageKey; numbers: readonly string[] };

/** A drawn draw's prize rows in the order its format's board reads (special first for VN, first prize first for 4D). */
export const boardRows = (draw: TDraw): TBoardRow[] =>
  RESULT_LAYOUTS[draw.resultFormat].map(({ prize }) => ({
    prize,
    labelKey: PRIZE_LABEL_KEYS[prize],
    numbers: draw.results?.[prize] ?? [],
  }));

/** The VN special prize's last two digits are the đề number players look for first. */
export const DE_TAIL_DIGITS = 2;

/** Whether a prize row's numbers show the đề tail (the special prize of a VN board). */
export const showsDeTail = (draw: TDraw, prize: TPrizeKey): boolean =>
  prize === 'special' && draw.resultFormat !== 'SEA_4D';

/**
 * The fairness verify page (served beside the game pages) for a drawn draw:
 * the results are the floats of its seed with the game code as client seed
 * and the draw code without its dash as nonce (docs/history/lottery-interfaces.md "Fair draws").
 */
export const verifyUrlOf = (draw: TDraw): string | null => {
  if (!draw.serverSeed) return null;
  const query = new URLSearchParams({
    engine: 'lottery',
    serverSeed: draw.serverSeed,
    clientSeed: draw.gameCode,
    nonce: draw.drawCode.replace('-', ''),
    format: draw.resultFormat,
  });
  return `/games/fair/verify?${query.toString()}`;
};
