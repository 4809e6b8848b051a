import { describe, expect, it } from 'vitest';
import { fairFloatStream } from '../fair-stream.js';
import { bookMargin, oddsFromProbabilities } from '../odds.js';
import {
  DAY_MS,
  decideFixture,
  fixtureById,
  fixturesOfDay,
  singleReturn,
  SPORT_PROFILES,
  type TFixture,
} from './fixtures.js';

const DAY = 20_000;

describe('odds with a margin', () => {
  it.each([
    [[0.5, 0.5], 0.05],
    [[0.45, 0.27, 0.28], 0.06],
    [[0.8, 0.2], 0.07],
  ])('%j at %f', (probabilities, margin) => {
    const odds = oddsFromProbabilities(probabilities, margin);
    // Rounding down only adds to the margin, by less than a hundredth per selection.
    expect(bookMargin(odds)).toBeGreaterThanOrEqual(margin - 1e-9);
    expect(bookMargin(odds)).toBeLessThan(margin + 0.02);
  });

  it('prices even chances at 1.90 with a 5 % margin', () => {
    expect(oddsFromProbabilities([0.5, 0.5], 0.05)).toEqual([190, 190]);
  });
});

describe('fixtures of a day', () => {
  it('are the same on every call and spread over the day', () => {
    const sports = fixturesOfDay('SPORTS', DAY);
    expect(fixturesOfDay('SPORTS', DAY)).toEqual(sports);
    expect(sports).toHaveLength(SPORT_PROFILES.football.perDay + SPORT_PROFILES.basketball.perDay);
    for (const fixture of sports) {
      expect(fixture.kickoffAt).toBeGreaterThanOrEqual(DAY * DAY_MS);
      expect(fixture.kickoffAt).toBeLessThan((DAY + 1) * DAY_MS);
      expect(fixture.home).not.toBe(fixture.away);
      expect(fixture.endsAt).toBeGreaterThan(fixture.kickoffAt);
    }
    expect(new Set(sports.map((fixture) => fixture.fixtureId)).size).toBe(sports.length);
    expect(fixturesOfDay('SPORTS', DAY + 1)).not.toEqual(sports);
  });

  it('price each market with its sport margin', () => {
    for (const fixture of [...fixturesOfDay('SPORTS', DAY), ...fixturesOfDay('ESPORTS', DAY)]) {
      const { margin, hasDraw } = SPORT_PROFILES[fixture.sport];
      expect(fixture.selections).toHaveLength(hasDraw ? 3 : 2);
      expect(fixture.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(bookMargin(fixture.odds)).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(bookMargin(fixture.odds)).toBeLessThan(margin + 0.03);
    }
  });

  it('offers e-sports titles on the e-sports feed only', () => {
    const esports = fixturesOfDay('ESPORTS', DAY);
    expect(new Set(esports.map((fixture) => fixture.sport))).toEqual(
      new Set(['lol', 'dota2', 'cs2', 'valorant']),
    );
  });

  it('finds a fixture again from its id', () => {
    const fixture = fixturesOfDay('ESPORTS', DAY)[5]!;
    expect(fixtureById(fixture.fixtureId)).toEqual(fixture);
    expect(fixtureById('golf-20240101-1')).toBeUndefined();
  });
});

describe('settlement', () => {
  const football = fixturesOfDay('SPORTS', DAY).find((fixture) => fixture.sport === 'football')!;

  it('draws results with the true probabilities and a score that agrees', () => {
    const fixture: TFixture = { ...football, probabilities: [0.5, 0.3, 0.2] };
    const counts = { home: 0, draw: 0, away: 0 };
    for (let nonce = 0; nonce < 10_000; nonce++) {
      const result = decideFixture(fixture, fairFloatStream('seed', fixture.fixtureId, nonce));
      counts[result.selection]++;
      const sign = Math.sign(result.homeScore - result.awayScore);
      expect(sign).toBe({ home: 1, draw: 0, away: -1 }[result.selection]);
    }
    expect(counts.home / 10_000).toBeCloseTo(0.5, 1);
    expect(counts.draw / 10_000).toBeCloseTo(0.3, 1);
    expect(counts.away / 10_000).toBeCloseTo(0.2, 1);
  });

  it('pays a winning single at its odds and nothing otherwise', () => {
    const result = { selection: 'draw' as const, homeScore: 1, awayScore: 1 };
    expect(singleReturn('draw', 1000, 345, result)).toBe(3450);
    expect(singleReturn('home', 1000, 180, result)).toBe(0);
  });
});
