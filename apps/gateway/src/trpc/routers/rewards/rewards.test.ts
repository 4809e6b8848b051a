import { describe, expect, it } from 'vitest';
import { REWARDS_PATHS } from '@site/contracts';
import { callerWith, signedInCookie } from '../../../test/caller.js';
import { rewardsCases } from '../../../test/rewards-cases.js';
import { testConfig } from '../../../test/test-config.js';

const member = () => signedInCookie('member-token', Date.now(), { memberType: 0, memberId: '7' });
const trial = () => signedInCookie('trial-token', Date.now(), { memberType: 4, memberId: '8' });

const PROMOTION = {
  promotionId: 7,
  promotionType: 'SIGNUP',
  category: 'NEW_MEMBER',
  title: 'Sign-up bonus',
  content: '<p>Hi<script>alert(1)</script></p>',
  startDate: 1,
  rewardAmount: '18.8',
};
const PROMOTION_LIST = { list: [PROMOTION], availablePromoCount: 3, availablePromo: [] };
const CLAIM = {
  claimId: 21,
  promotionId: 7,
  promotionType: 'ISSUED',
  title: 'Bonus',
  status: 'claimed',
  amount: '8.88',
  createdAt: 1,
  updatedAt: 2,
  claimedAt: 2,
};
const MISSION = {
  missionId: 3,
  title: 'Daily deposit',
  metric: 'DEPOSIT',
  cycle: 'DAILY',
  target: 1000,
  progress: 250,
  rewardAmount: 20,
  status: 'in_progress',
  cycleStart: 1,
  cycleEnd: 2,
};
const MISSION_SUMMARY = { missions: [MISSION], completedCount: 1, claimableCount: 1 };
const ids = {
  signUpPromotionId: '7',
  loginPromotionId: '8',
  rafflePromotionId: '9',
  claimId: '21',
  transactionId: '31',
  promoCode: 'welcome88',
  missionId: '3',
  rewardId: '51',
  paymentPassword: '864209',
};

describe('rewards.promotions', () => {
  it("answers a member's own list, with its token, sanitised and in minor units", async () => {
    const { caller, calls } = callerWith(
      { [`GET ${REWARDS_PATHS.availablePromotions}`]: { value: PROMOTION_LIST } },
      { sessionCookie: member() },
    );
    const answer = await caller.rewards.promotions({ category: 'NEW_MEMBER' });
    expect(answer).toMatchObject({
      personal: true,
      items: [{ promotionId: '7', content: '<p>Hi</p>', rewardAmount: 1_880, status: null }],
    });
    expect(calls).toMatchObject([{ token: 'member-token', query: { category: 'NEW_MEMBER' } }]);
  });

  it("answers a visitor and a trial session the merchant's list, asked without a token", async () => {
    for (const sessionCookie of [undefined, trial()]) {
      const { caller, calls } = callerWith(
        { [`GET ${REWARDS_PATHS.merchantPromotions}`]: { value: PROMOTION_LIST } },
        sessionCookie ? { sessionCookie } : {},
      );
      expect(await caller.rewards.promotions()).toMatchObject({
        personal: false,
        items: [{ title: 'Sign-up bonus' }],
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.token).toBeUndefined();
      expect(calls[0]?.query).toEqual({});
    }
  });
});

describe('the rewards of a trial session', () => {
  const refusable = Object.values(rewardsCases(ids)).filter(
    (testCase) => testCase.path !== 'rewards.promotions',
  );

  it.each(refusable.map((testCase) => [testCase.path, testCase] as const))(
    '%s is refused with in_need_true_account before any upstream call',
    async (path, testCase) => {
      const { caller, calls } = callerWith({}, { sessionCookie: trial() });
      const name = path.split('.')[1] ?? '';
      const procedure = (caller.rewards as unknown as Record<string, (input: unknown) => Promise<unknown>>)[
        name
      ];
      await expect(procedure?.(testCase.input())).rejects.toMatchObject({
        code: 'FORBIDDEN',
        errorData: { key: 'in_need_true_account' },
      });
      expect(calls).toEqual([]);
    },
  );
});

describe('rewards reads', () => {
  it('summary: VIP in minor units and the badges, from three calls', async () => {
    const { caller, calls } = callerWith(
      {
        [`GET ${REWARDS_PATHS.rankProgress}`]: {
          value: {
            playerRankName: 'Silver',
            monthlyTurnover: { actual: '1234.5', expected: 5000 },
            totalTurnover: 20_000,
            hasVip: true,
            rankLevel: 2,
            nextRankName: 'Gold',
            ranks: [{ level: 0, name: 'Member', monthlyTurnover: 0 }],
          },
        },
        [`GET ${REWARDS_PATHS.availablePromotions}`]: {
          value: { ...PROMOTION_LIST, availablePromo: [{ type: 'REFERRAL', enabled: true }] },
        },
        [`GET ${REWARDS_PATHS.missionSummary}`]: { value: MISSION_SUMMARY },
      },
      { sessionCookie: member() },
    );
    expect(await caller.rewards.summary()).toEqual({
      vip: {
        hasVip: true,
        rankName: 'Silver',
        rankLevel: 2,
        nextRankName: 'Gold',
        monthlyTurnover: 123_450,
        monthlyTurnoverTarget: 500_000,
        totalTurnover: 2_000_000,
        ranks: [{ level: 0, name: 'Member', monthlyTurnover: 0 }],
      },
      availablePromoCount: 3,
      claimableMissions: 1,
      referralEnabled: true,
    });
    expect(calls).toHaveLength(3);
  });

  it('tickets: ALL asks every status; one status asks only it', async () => {
    const { caller, calls } = callerWith(
      { [`GET ${REWARDS_PATHS.tickets}`]: { value: [] } },
      { sessionCookie: member() },
    );
    await caller.rewards.tickets({ status: 'ALL' });
    await caller.rewards.tickets();
    expect(calls.map((call) => call.query)).toEqual([
      { isApp: 'N', status: 'AVAILABLE', isAll: 'Y' },
      { isApp: 'N', status: 'AVAILABLE', isAll: 'N' },
    ]);
  });

  it("leaderboard: progress in the mission's measure; an unlisted mission is mission_not_found", async () => {
    const board = {
      missionId: 3,
      list: [{ rank: 1, username: 'ab***yz', progress: 612.5, completed: false }],
      me: null,
    };
    const { caller } = callerWith(
      {
        [`GET ${REWARDS_PATHS.missionLeaderboard}`]: { value: board },
        [`GET ${REWARDS_PATHS.missionSummary}`]: { value: MISSION_SUMMARY },
      },
      { sessionCookie: member() },
    );
    expect((await caller.rewards.leaderboard({ missionId: '3' })).rows[0]?.progress).toBe(61_250);
    const other = callerWith(
      {
        [`GET ${REWARDS_PATHS.missionLeaderboard}`]: { value: { ...board, missionId: 4 } },
        [`GET ${REWARDS_PATHS.missionSummary}`]: { value: MISSION_SUMMARY },
      },
      { sessionCookie: member() },
    );
    await expect(other.caller.rewards.leaderboard({ missionId: '4' })).rejects.toMatchObject({
      errorData: { key: 'mission_not_found' },
    });
  });

  it("referral: links from the configured public URL, never the request's host", async () => {
    const { caller, calls } = callerWith(
      {
        [`GET ${REWARDS_PATHS.referralDetails}`]: {
          value: {
            referralCode: 'AB12CD34',
            totalInvitations: 0,
            promotionDomains: ['promo.example'],
            enabled: true,
          },
        },
      },
      { sessionCookie: member(), config: testConfig({ PUBLIC_URL: 'https://play.example/' }) },
    );
    expect((await caller.rewards.referral()).links).toEqual([
      'https://play.example/?referralCode=AB12CD34',
      'https://promo.example/?referralCode=AB12CD34',
    ]);
    expect(calls[0]?.query).toEqual({ autoGenerate: true });
  });
});

describe('rewards mutations', () => {
  it('claim sends the requestId and answers the claim and the credit in minor units', async () => {
    const { caller, calls } = callerWith(
      { [`POST ${REWARDS_PATHS.claimIssued}`]: { value: { claim: CLAIM, amount: '8.88' } } },
      { sessionCookie: member() },
    );
    const paid = await caller.rewards.claim({ claimId: '21', requestId: 'claim-req-0001' });
    expect(paid).toMatchObject({ amount: 888, claim: { claimId: '21', status: 'claimed', amount: 888 } });
    expect(calls[0]?.body).toEqual({ claimId: '21', requestId: 'claim-req-0001' });
  });

  it('claimPromoCode sends the code upper-cased', async () => {
    const { caller, calls } = callerWith(
      {
        [`POST ${REWARDS_PATHS.claimPromoCode}`]: {
          value: { promoCode: 'WELCOME88', amount: 8.88, claim: CLAIM },
        },
      },
      { sessionCookie: member() },
    );
    expect(
      await caller.rewards.claimPromoCode({ promoCode: ' welcome88 ', requestId: 'promo-req-0001' }),
    ).toMatchObject({
      promoCode: 'WELCOME88',
      amount: 888,
    });
    expect(calls[0]?.body).toEqual({ promoCode: 'WELCOME88', requestId: 'promo-req-0001' });
  });

  it('redeem and convert go over the encrypted call with the payment password', async () => {
    const { caller, calls } = callerWith(
      {
        [`POST ${REWARDS_PATHS.redeemPoints}`]: {
          value: {
            redemptionId: 61,
            rewardId: 51,
            type: 'CASH',
            name: '₱10 cash',
            quantity: 2,
            points: 2000,
            status: 'processing',
            createdAt: 1,
            updatedAt: 1,
          },
        },
        [`POST ${REWARDS_PATHS.convertPoints}`]: { value: { points: 250, amount: '2.5', pointsLeft: 10 } },
      },
      { sessionCookie: member() },
    );
    expect(
      await caller.rewards.redeem({
        rewardId: '51',
        quantity: 2,
        paymentPassword: '864209',
        requestId: 'redeem-req-1',
      }),
    ).toMatchObject({ redemptionId: '61', status: 'processing', remark: null });
    expect(
      await caller.rewards.convert({ points: 250, paymentPassword: '864209', requestId: 'convert-req-1' }),
    ).toEqual({ points: 250, amount: 250, pointsLeft: 10 });
    expect(calls).toMatchObject([
      {
        isEncrypted: true,
        payload: { rewardId: '51', quantity: 2, paymentPassword: '864209', requestId: 'redeem-req-1' },
      },
      {
        isEncrypted: true,
        payload: {
          conversionType: 'BALANCE',
          points: 250,
          paymentPassword: '864209',
          requestId: 'convert-req-1',
        },
      },
    ]);
  });
});
