import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  ZWireAnnouncementListSchema,
  ZWireJackpotSchema,
  ZWireLobbyNewsSchema,
} from '@site/contracts';
import { createMember } from '../../test/play-fixtures.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  postJson,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';
import { currentJackpot } from './jackpot-service.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const get = (url: string, headers: Record<string, string> = MERCHANT_HEADERS) =>
  mock.app.inject({ method: 'GET', url, headers });

const popups = async (headers: Record<string, string>) => {
  const reply = await get(`${CONTENT_PATHS.announcements}?types=PU,PL&platform=W`, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return ZWireAnnouncementListSchema.parse(reply.json().value);
};

describe('announcement read state (MCSFE_markAnnouncementAsRead)', () => {
  it('keeps what each member has read and tells only them', async () => {
    const reader = await createMember(mock.app, 'player');
    const other = await createMember(mock.app, 'player');
    const before = await popups(withToken(reader.token));
    const [first, second] = before.popup;
    expect(first && second).toBeTruthy();
    expect(before.popup.every((item) => item.isRead === false)).toBe(true);

    const marked = await postJson(
      mock.app,
      CONTENT_PATHS.markAnnouncementsRead,
      { announcementIds: [first!.id, '999999'] },
      { authorization: reader.token },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().value).toEqual([Number(first!.id)]);

    const after = await popups(withToken(reader.token));
    expect(after.popup.find((item) => item.id === first!.id)?.isRead).toBe(true);
    expect(after.popup.find((item) => item.id === second!.id)?.isRead).toBe(false);
    expect((await popups(withToken(other.token))).popup.every((item) => !item.isRead)).toBe(true);
    // Guests get no read state at all.
    expect((await popups(MERCHANT_HEADERS)).popup.every((item) => item.isRead === undefined)).toBe(true);
  });

  it('answers the usual errors: no token 401, bad ids 400', async () => {
    const noToken = await postJson(mock.app, CONTENT_PATHS.markAnnouncementsRead, { announcementIds: ['1'] });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().errorCode).toBe('login.not.session');
    const member = await createMember(mock.app, 'trial');
    for (const body of [{ announcementIds: [] }, { announcementIds: ['abc'] }, {}]) {
      const reply = await postJson(mock.app, CONTENT_PATHS.markAnnouncementsRead, body, {
        authorization: member.token,
      });
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().errorCode).toBe('validation_failed');
    }
  });
});

describe('jackpot (VIS_getJackpot)', () => {
  it('starts within the range of docs/product.md §9 in the merchant currency', async () => {
    const reply = await get(CONTENT_PATHS.jackpot);
    expect(reply.statusCode).toBe(200);
    const jackpot = ZWireJackpotSchema.parse(reply.json().value);
    expect(jackpot.jackpotAmount).toBeGreaterThanOrEqual(11e9);
    expect(jackpot.jackpotAmount).toBeLessThan(12e9);
    expect(jackpot.currency).toBe('PHP');
  });

  it('grows by 75 a second on average', () => {
    const merchant = { id: 1, currency: 'PHP' };
    const now = new Date();
    const later = new Date(now.getTime() + 10_000);
    const amount = (at: Date) => Number(currentJackpot(mock.db, merchant, at).jackpotAmount);
    expect(amount(later) - amount(now)).toBeCloseTo(750, 2);
  });

  it('refuses a request without the Merchant header', async () => {
    expect((await get(CONTENT_PATHS.jackpot, {})).statusCode).toBe(400);
  });
});

describe('lobby news (GLS2_lobbyNews)', () => {
  const news = async (query: string, language = 'EN') => {
    const reply = await get(`${CONTENT_PATHS.lobbyNews}?${query}`, { ...MERCHANT_HEADERS, language });
    expect(reply.statusCode, reply.body).toBe(200);
    return ZWireLobbyNewsSchema.parse(reply.json().value);
  };

  it("answers a lobby's own news and the news of every lobby, newest first", async () => {
    const slots = await news('gameType=RNG');
    expect(slots.map((item) => item.gameType ?? null)).toEqual(['RNG', 'RNG', null]);
    const times = slots.map((item) => item.publishTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(slots[0]?.title).toBe('New slot: Dragon Fortune');
    expect((await news('gameType=LIVE')).every((item) => item.gameType !== 'RNG')).toBe(true);
  });

  it('speaks Tagalog to a TY visitor and honours size', async () => {
    const [latest] = await news('gameType=rng&size=1', 'TY');
    expect(latest?.title).toBe('Bagong slot: Dragon Fortune');
    expect(await news('size=2')).toHaveLength(2);
  });

  it('refuses a size out of range', async () => {
    const reply = await get(`${CONTENT_PATHS.lobbyNews}?size=500`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('validation_failed');
  });
});
