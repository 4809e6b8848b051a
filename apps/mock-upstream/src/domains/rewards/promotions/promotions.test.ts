import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS } from '@site/contracts';
import { tokenOf } from '../../../test/agent-fixtures.js';
import { createRewardMember, rewardsCall } from '../../../test/reward-fixtures.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../../test/test-app.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

type TListed = {
  title: string;
  promotionType: string;
  category: string;
  status: string | null;
  imageUrl: string;
};

const visitorList = async (query = '', language?: string) =>
  mock.app.inject({
    method: 'GET',
    url: `${REWARDS_PATHS.merchantPromotions}${query}`,
    headers: { ...MERCHANT_HEADERS, ...(language ? { language } : {}) },
  });

describe('the merchant’s promotions (no token)', () => {
  it('lists every running type and the one coming soon, newest start first, not the ended one', async () => {
    const reply = await visitorList();
    expect(reply.statusCode).toBe(200);
    const list: TListed[] = reply.json().value.list;
    expect(new Set(list.map((row) => row.promotionType))).toEqual(
      new Set([
        'SIGNUP',
        'LOGIN',
        'ISSUED',
        'RAFFLE',
        'DEPOSIT',
        'TICKET',
        'PROMO_CODE',
        'REFERRAL',
        'MISSION',
      ]),
    );
    expect(list[0]).toMatchObject({ title: 'Holiday Countdown', status: 'coming_soon' });
    expect(list.map((row) => row.title)).not.toContain('Summer Splash');
    expect(list.filter((row) => row.status !== null).map((row) => row.title)).toEqual(['Holiday Countdown']);
    expect(reply.json().value).toMatchObject({
      availablePromoCount: 0,
      availablePromo: [{ type: 'REFERRAL', enabled: true }],
    });
    const image = await mock.app.inject({ method: 'GET', url: list[1]!.imageUrl });
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('filters by category and speaks Tagalog when asked', async () => {
    const referral: TListed[] = (await visitorList('?category=REFERRAL', 'TY')).json().value.list;
    expect(referral).toEqual([
      expect.objectContaining({ category: 'REFERRAL', title: 'Mag-imbita ng Kaibigan ₱20' }),
    ]);
    expect((await visitorList('?category=NOPE')).statusCode).toBe(400);
  });
});

describe('the member’s promotions', () => {
  it('carries demo_player’s status of each and counts what waits for it', async () => {
    const token = await tokenOf(mock.app, 'demo_player');
    const reply = await rewardsCall(mock.app, token, 'GET', REWARDS_PATHS.availablePromotions);
    const list: TListed[] = reply.json().value.list;
    const statusOf = (title: string) => list.find((row) => row.title === title)?.status;
    expect(statusOf('Welcome Bonus ₱88')).toBe('applying');
    expect(statusOf('Share & Win ₱30')).toBe('signed');
    expect(statusOf('50% Deposit Bonus')).toBe('processing');
    expect(statusOf('Loyalty Gift')).toBe('issued');
    expect(statusOf('Lucky Daily Raffle')).toBeNull();
    // The loyalty gift, the referral reward and the daily turnover mission's reward, and two tickets.
    expect(reply.json().value.availablePromoCount).toBe(5);
  });

  it('refuses a trial member and a call without a token; the public list answers a trial session as a visitor', async () => {
    const trial = await createRewardMember(mock.app, mock.db, 'trial');
    const refused = await rewardsCall(mock.app, trial.token, 'GET', REWARDS_PATHS.availablePromotions);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'in_need_true_account']);
    const anonymous = await mock.app.inject({
      method: 'GET',
      url: REWARDS_PATHS.claimList,
      headers: MERCHANT_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
    const publicList = await mock.app.inject({
      method: 'GET',
      url: REWARDS_PATHS.merchantPromotions,
      headers: withToken(trial.token),
    });
    expect(publicList.statusCode).toBe(200);
  });

  it('refuses a trial member on every member call before reading its input', async () => {
    const trial = await createRewardMember(mock.app, mock.db, 'trial');
    const calls: [string, 'GET' | 'POST'][] = [
      [REWARDS_PATHS.claimList, 'GET'],
      [REWARDS_PATHS.signUpJoin, 'POST'],
      [REWARDS_PATHS.claimIssued, 'POST'],
      [REWARDS_PATHS.claimRaffle, 'POST'],
      [REWARDS_PATHS.claimTicket, 'POST'],
      [REWARDS_PATHS.claimPromoCode, 'POST'],
      [REWARDS_PATHS.referralDetails, 'GET'],
    ];
    for (const [path, method] of calls) {
      const reply = await rewardsCall(mock.app, trial.token, method, path);
      expect([path, reply.statusCode, reply.json().errorCode]).toEqual([path, 403, 'in_need_true_account']);
    }
    expect((await qa(mock.app, '/audit?action=rewards.join')).json().events[0]).toMatchObject({
      outcome: 'refused',
      reason: 'in_need_true_account',
    });
  });
});
