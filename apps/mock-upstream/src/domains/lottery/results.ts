import { PRIZE_KEYS, RESULT_LAYOUTS, type TPrizeKey, type TResultFormat } from '@site/contracts';
import { fairFloats, type TFairInputs } from '../../core/play/fair/fair-rng.js';

/**
 * A draw's results (docs/history/lottery-interfaces.md "Fair draws"), pure: prize key
 * → numbers as digit strings (leading zeros kept), in the layout's order.
 */
export type TDrawResults = Partial<Record<TPrizeKey, string[]>>;

/** Drawn draws (and settled ones) have results and show their seed. */
export const isDrawn = (numero: { status: string }): boolean =>
  numero.status === 'drawn' || numero.status === 'settled';

/** How many numbers a board of the format draws (27, 18, 23). */
export const resultCountOf = (format: TResultFormat): number =>
  RESULT_LAYOUTS[format].reduce((total, row) => total + row.count, 0);

/** A draw code as the fair nonce: the code without its dash, as a number (`20261125`, `202611250042`). */
export const drawSequenceOf = (drawCode: string): number => Number(drawCode.replace('-', ''));

/** The fair inputs of a draw: its server seed, the game code as client seed, its sequence as nonce. */
export const drawFairInputs = (draw: {
  serverSeed: string;
  gameCode: string;
  drawCode: string;
}): TFairInputs => ({
  serverSeed: draw.serverSeed,
  clientSeed: draw.gameCode,
  nonce: drawSequenceOf(draw.drawCode),
});

/**
 * The board the fair inputs give: the layout's rows in order, number i of d
 * digits is floor(floats[i] × 10^d) padded to d digits. The one
 * implementation: draws, the QA peek and the verify page call it.
 */
export const drawResults = (format: TResultFormat, inputs: TFairInputs): TDrawResults => {
  const layout = RESULT_LAYOUTS[format];
  const floats = fairFloats(inputs, resultCountOf(format));
  const results: TDrawResults = {};
  let index = 0;
  for (const { prize, count, digits } of layout) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const float = floats[index];
      if (float === undefined) throw new RangeError('not enough floats for the board');
      numbers.push(String(Math.floor(float * 10 ** digits)).padStart(digits, '0'));
      index += 1;
    }
    results[prize] = numbers;
  }
  return results;
};

/** The last `k` digits of every number of the board (numbers shorter than k left out), in prize order. */
export const tailsOf = (results: TDrawResults, k: number): string[] =>
  PRIZE_KEYS.flatMap((prize) => results[prize] ?? [])
    .filter((number) => number.length >= k)
    .map((number) => number.slice(-k));
