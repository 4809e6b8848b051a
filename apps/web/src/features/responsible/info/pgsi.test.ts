import { describe, expect, it } from 'vitest';
import { PGSI_ANSWERS, pgsiResultOf } from './pgsi';

const answers = (...scores: number[]) => scores;

describe('PGSI scoring', () => {
  it('scores never 0, sometimes 1, most of the time 2, almost always 3', () => {
    expect(PGSI_ANSWERS.map(({ score }) => score)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    [answers(0, 0, 0, 0, 0, 0, 0, 0, 0), 0, 'none'],
    [answers(1, 0, 0, 0, 0, 0, 0, 0, 0), 1, 'low'],
    [answers(1, 1, 0, 0, 0, 0, 0, 0, 0), 2, 'low'],
    [answers(1, 1, 1, 0, 0, 0, 0, 0, 0), 3, 'moderate'],
    [answers(3, 3, 1, 0, 0, 0, 0, 0, 0), 7, 'moderate'],
    [answers(3, 3, 2, 0, 0, 0, 0, 0, 0), 8, 'problem'],
    [answers(3, 3, 3, 3, 3, 3, 3, 3, 3), 27, 'problem'],
  ])('%j scores %i, band %s', (given, score, band) => {
    expect(pgsiResultOf(given)).toMatchObject({ score, band });
  });

  it('gives the band its range, and no result until all nine are answered', () => {
    expect(pgsiResultOf(answers(1, 1, 1, 1, 0, 0, 0, 0, 0))).toEqual({
      score: 4,
      band: 'moderate',
      min: 3,
      max: 7,
    });
    expect(pgsiResultOf([0, 0, 0, 0, 0, 0, 0, 0, null])).toBeNull();
    expect(pgsiResultOf([0, 0, 0])).toBeNull();
  });
});
