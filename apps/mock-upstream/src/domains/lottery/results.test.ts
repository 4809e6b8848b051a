import { describe, expect, it } from 'vitest';
import { RESULT_FORMATS, RESULT_LAYOUTS } from '@site/contracts';
import { fairFloats } from '../../core/play/fair/fair-rng.js';
import { drawFairInputs, drawResults, drawSequenceOf, resultCountOf, tailsOf } from './results.js';

const inputs = drawFairInputs({ serverSeed: 'abc', gameCode: 'VN_HANOI', drawCode: '20261126' });

describe('drawResults', () => {
  it.each(RESULT_FORMATS)('draws the %s layout: its rows, counts and digits', (format) => {
    const results = drawResults(format, inputs);
    expect(Object.keys(results)).toEqual(RESULT_LAYOUTS[format].map((row) => row.prize));
    for (const { prize, count, digits } of RESULT_LAYOUTS[format]) {
      expect(results[prize]).toHaveLength(count);
      for (const number of results[prize] ?? []) expect(number).toMatch(new RegExp(`^\\d{${digits}}$`));
    }
  });

  it('counts 27 numbers in the North, 18 in the South and 23 in 4D', () => {
    expect(RESULT_FORMATS.map(resultCountOf)).toEqual([27, 18, 23]);
  });

  it('takes number i from float i in row order: floor(float × 10^digits), zero-padded', () => {
    for (const format of RESULT_FORMATS) {
      const floats = fairFloats(inputs, resultCountOf(format));
      const expected = RESULT_LAYOUTS[format].flatMap(({ count, digits }) =>
        floats
          .splice(0, count)
          .map((float) => String(Math.floor(float * 10 ** digits)).padStart(digits, '0')),
      );
      const results = drawResults(format, inputs);
      expect(RESULT_LAYOUTS[format].flatMap(({ prize }) => results[prize] ?? [])).toEqual(expected);
    }
  });

  it('reproduces a fixed board from its seed, and another seed draws another board', () => {
    const board = drawResults('VN_NORTH', inputs);
    expect(board.special).toEqual(['56525']);
    expect(board.seventh).toEqual(['10', '00', '76', '67']);
    expect(drawResults('VN_NORTH', inputs)).toEqual(board);
    expect(drawResults('VN_NORTH', { ...inputs, serverSeed: 'abd' })).not.toEqual(board);
    expect(drawResults('VN_NORTH', { ...inputs, nonce: inputs.nonce + 1 })).not.toEqual(board);
  });

  it('uses the game code as client seed and the code without its dash as nonce', () => {
    expect(inputs).toEqual({ serverSeed: 'abc', clientSeed: 'VN_HANOI', nonce: 20261126 });
    expect(drawSequenceOf('20261125-0042')).toBe(202611250042);
  });
});

describe('tailsOf', () => {
  const results = { special: ['12345'], first: ['00027'], seventh: ['27', '08'] };

  it('takes the last k digits of every number in prize order', () => {
    expect(tailsOf(results, 2)).toEqual(['45', '27', '27', '08']);
  });

  it('leaves out numbers shorter than k', () => {
    expect(tailsOf(results, 3)).toEqual(['345', '027']);
  });
});
