import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PATHS, ZWireHotMatchesSchema, ZWireProviderListSchema } from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../../test/test-app.js';
import { nextKickOff } from './matches-service.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const get = (url: string, headers: Record<string, string> = MERCHANT_HEADERS) =>
  mock.app.inject({ method: 'GET', url, headers });

describe('hot matches (GCSGAME_getGameMatchV2)', () => {
  it('lists the sportsbooks’ matches per vendor, soonest first, with odds', async () => {
    const reply = await get(`${GAMES_PATHS.hotMatches}?gameType=SPORTS&language=EN`);
    expect(reply.statusCode, reply.body).toBe(200);
    const groups = ZWireHotMatchesSchema.parse(reply.json().value);
    expect(groups.map((group) => group.vassalage)).toEqual(['IBC', 'SBT']);
    const matches = groups.flatMap((group) => group.matchList);
    expect(matches).toHaveLength(5);
    expect(matches.every((match) => match.kickOffTime > Date.now())).toBe(true);
    const first = groups[0]?.matchList[0];
    expect(first).toMatchObject({ homeTeam: 'Arsenal', awayTeam: 'Chelsea', homeOdds: 1.95, drawOdds: 3.4 });
    const basketball = matches.find((match) => match.sportName === 'Basketball');
    expect(basketball?.drawOdds ?? null).toBeNull();
  });

  it('answers e-sports matches for ESPORTS, in Tagalog for a TY visitor', async () => {
    const reply = await get(`${GAMES_PATHS.hotMatches}?gameType=esports`, {
      ...MERCHANT_HEADERS,
      language: 'TY',
    });
    const groups = ZWireHotMatchesSchema.parse(reply.json().value);
    expect(groups.map((group) => group.vassalage)).toEqual(['AV', 'IMES']);
    const football = ZWireHotMatchesSchema.parse(
      (await get(`${GAMES_PATHS.hotMatches}?gameType=SPORTS`, { ...MERCHANT_HEADERS, language: 'TY' })).json()
        .value,
    );
    expect(football[0]?.matchList[0]?.sportName).toBe('Putbol');
  });

  it('repeats a fixture weekly once it has been played', () => {
    const kickOff = new Date('2026-01-01T12:00:00Z');
    const inPlay = new Date('2026-01-01T13:00:00Z');
    const dayAfter = new Date('2026-01-02T12:00:00Z');
    expect(nextKickOff(kickOff, inPlay)).toBe(kickOff.getTime());
    expect(nextKickOff(kickOff, dayAfter)).toBe(new Date('2026-01-08T12:00:00Z').getTime());
  });

  it('refuses a request without the Merchant header', async () => {
    expect((await get(GAMES_PATHS.hotMatches, {})).statusCode).toBe(400);
  });
});

describe('providers (GCSGAME_gameVendor)', () => {
  it('lists each category with its vendors once, with their logos', async () => {
    const reply = await get(`${GAMES_PATHS.providers}?language=EN`);
    expect(reply.statusCode, reply.body).toBe(200);
    const categories = ZWireProviderListSchema.parse(reply.json().value);
    expect(categories.length).toBeGreaterThan(3);
    for (const category of categories) {
      const codes = category.vendors.map((vendor) => vendor.vassalage);
      expect(new Set(codes).size, category.gameCategory).toBe(codes.length);
      expect(category.vendors.every((vendor) => vendor.gameType === category.gameCategory)).toBe(true);
    }
    const sports = categories.find((category) => category.gameCategory === 'SPORTS');
    expect(sports?.vendors.map((vendor) => vendor.vassalage)).toEqual(expect.arrayContaining(['IBC', 'SBT']));
    expect(sports?.vendors[0]?.logoUrl).toMatch(/^\/|^https?:/);
  });
});
