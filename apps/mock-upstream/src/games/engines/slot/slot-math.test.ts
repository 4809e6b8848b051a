import { describe, expect, it } from 'vitest';
import {
  buildSlotModel,
  evaluateSpin,
  exactRtp,
  exhaustiveStats,
  lineProbabilities,
  RTP_TOLERANCE,
  scatterProbabilities,
  slotModelFor,
  spinUnits,
  type TSlotModel,
} from './slot-math.js';

/** A small model (8 stops per reel) whose 8^5 stops can be enumerated in a test. */
const SMALL: TSlotModel = {
  strips: [
    [0, 1, 2, 10, 3, 8, 7, 5],
    [0, 9, 1, 8, 10, 2, 7, 3],
    [9, 0, 8, 1, 2, 10, 3, 4],
    [1, 0, 9, 8, 2, 3, 10, 6],
    [8, 0, 1, 2, 10, 3, 7, 6],
  ],
  linePays: [
    [500, 2000, 9000],
    [200, 800, 3000],
    [100, 400, 1500],
    [50, 200, 800],
    [40, 150, 600],
    [30, 100, 400],
    [25, 80, 300],
    [20, 60, 200],
    [10, 40, 150],
  ],
  scatterPays: [200, 1000, 5000],
};

describe('slot math', () => {
  it('computes the exact RTP in closed form, equal to enumerating every stop', () => {
    const stats = exhaustiveStats(SMALL);
    expect(stats.combinations).toBe(8 ** 5);
    expect(exactRtp(SMALL)).toBeCloseTo(stats.rtp, 12);
    expect(stats.variance).toBeGreaterThan(0);
  });

  it('has probabilities that make sense', () => {
    const scatters = scatterProbabilities(SMALL.strips);
    expect(scatters.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const [p3, p4, p5] of lineProbabilities(SMALL.strips)) {
      expect(p3).toBeGreaterThanOrEqual(0);
      expect(p4).toBeGreaterThanOrEqual(0);
      expect(p5).toBeGreaterThanOrEqual(0);
    }
  });

  it('evaluates a spin the same way in the page outcome and the bench loop', () => {
    const model = slotModelFor(9600);
    for (let i = 0; i < 2000; i += 1) {
      const stops = [0, 1, 2, 3, 4].map((reel) => (i * (7 + reel * 3) + reel * 11) % 32);
      expect(spinUnits(model, stops)).toBe(evaluateSpin(model, stops).totalUnits);
    }
  });

  it.each([9400, 9600, 9650, 9720, 9800])('publishes a paytable whose exact RTP is %i bp', (basisPoints) => {
    const model = buildSlotModel(basisPoints);
    expect(Math.abs(exactRtp(model) - basisPoints / 10_000)).toBeLessThan(RTP_TOLERANCE);
    for (const [three, four, five] of model.linePays) {
      expect(three).toBeLessThan(four as number);
      expect(four).toBeLessThan(five as number);
    }
  });

  it('pays a line of five sevens from the line pays', () => {
    const model = slotModelFor(9600);
    const sevenStops = model.strips.map((strip) => (strip.indexOf(0) + strip.length - 1) % strip.length);
    const outcome = evaluateSpin(model, sevenStops);
    expect(outcome.window.map((column) => column[1])).toEqual(['SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN']);
    expect(outcome.lineWins.find((win) => win.line === 1)).toMatchObject({ symbol: 'SEVEN', count: 5 });
  });
});
