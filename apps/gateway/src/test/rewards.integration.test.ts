import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REWARDS_PATHS,
  SOCKET_EVENTS,
  type TBalanceOutput,
  type TClaim,
  type TClaimPaid,
  type TMission,
  type TPromotionCard,
  type TReferral,
  type TRewardsSummary,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import {
  createQaMember,
  DEMO_PLAYER,
  GENEROUS_GUARDS,
  logInAs,
  okData,
  signedInQaMember,
} from './gateway-against-mock.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { callProcedure } from './procedure-properties.js';
import { PROOF_PNG, rewardsCases } from './rewards-cases.js';
import { connectSocket } from './socket-client.js';
import { TEST_ORIGIN, testConfig } from './test-config.js';

/**
 * The rewards router against the real mock (docs/history/rewards-interfaces.md): a
 * trial session is refused before any upstream call and reads promotions as
 * a visitor; a reward pays once however many claims race for it; a promo
 * code pays once per member; an approval reaches the member's socket.
 */
let mock: TMockUpstream;
let upstream: ReturnType<typeof countingUpstream>;
let app: FastifyInstance;

beforeAll(async () => {
  mock = await startMockUpstream();
  upstream = countingUpstream(mock.url);
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }), {
    upstream: upstream.client,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await mock?.stop();
});

const expectKey = (result: TCallResult, status: number, key: string) => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

/** Calls to every rewards path so far, per path. */
const rewardsCalls = () => upstream.callsToEach(REWARDS_PATHS);

const mainBalance = async (visitor: GatewayVisitor) =>
  okData<TBalanceOutput>(await visitor.query('wallet.balance')).total;

/** An issued reward of `amountMinor` for the member, as the operator grants one. */
const issueReward = async (username: string, amountMinor: number): Promise<string> => {
  const issued = await mock.qa<{ claimId: string | number }>('POST', '/rewards/issue', {
    username,
    amount: amountMinor / 100,
  });
  return String(issued.claimId);
};

describe('a trial session', () => {
  const ids = {
    signUpPromotionId: '1',
    loginPromotionId: '1',
    rafflePromotionId: '1',
    claimId: '1',
    transactionId: '1',
    promoCode: 'WELCOME88',
    missionId: '1',
    rewardId: '1',
    paymentPassword: '864209',
  };
  const refusable = Object.values(rewardsCases(ids)).filter(
    (testCase) => testCase.path !== 'rewards.promotions',
  );

  it.each(refusable)('$path: refused 403 in_need_true_account before any upstream call', async (testCase) => {
    const { visitor } = await signedInQaMember(app, mock, 'trial');
    const before = rewardsCalls();
    const input = testCase.input();
    const result = await callProcedure(testCase, input, { guest: visitor, member: visitor });
    expectKey(result, 403, 'in_need_true_account');
    expect(rewardsCalls()).toEqual(before);
  });

  it("reads the merchant's promotions, without sending its token", async () => {
    const { visitor, account } = await signedInQaMember(app, mock, 'trial');
    const merchantBefore = upstream.callsTo('GET', REWARDS_PATHS.merchantPromotions);
    const memberBefore = upstream.callsTo('GET', REWARDS_PATHS.availablePromotions);
    const answer = okData<{ items: TPromotionCard[]; personal: boolean }>(
      await visitor.query('rewards.promotions'),
    );
    expect(answer.personal).toBe(false);
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((item) => item.status === null || item.status === 'coming_soon')).toBe(true);
    expect(upstream.callsTo('GET', REWARDS_PATHS.merchantPromotions)).toBe(merchantBefore + 1);
    expect(upstream.callsTo('GET', REWARDS_PATHS.availablePromotions)).toBe(memberBefore);
    const tokens = upstream.tokensSentTo('GET', REWARDS_PATHS.merchantPromotions);
    expect(tokens.at(-1)).toBeUndefined();
    expect(tokens).not.toContain(account.token);
  });
});

describe("demo_player's rewards", () => {
  it('every read answers from the seed, in the shapes of the contract', async () => {
    const visitor = new GatewayVisitor(app, { ip: '198.18.241.1' });
    await logInAs(visitor, {
      ...DEMO_PLAYER,
      token: '',
      mobileNum: null,
      countryDialingCode: null,
      email: null,
    });
    const { items, personal } = okData<{ items: TPromotionCard[]; personal: boolean }>(
      await visitor.query('rewards.promotions'),
    );
    expect(personal).toBe(true);
    expect(items.every((item) => !/<script|onerror=|javascript:/i.test(item.content))).toBe(true);
    const raffle = items.find((item) => item.promotionType === 'RAFFLE');
    const { missions } = okData<{ missions: TMission[] }>(await visitor.query('rewards.missions'));
    const reads: Array<[string, unknown]> = [
      ['rewards.summary', undefined],
      ['rewards.claims', { pageNo: 1 }],
      ['rewards.claimable', undefined],
      ['rewards.raffle', { promotionId: raffle?.promotionId }],
      ['rewards.tickets', { status: 'ALL' }],
      ['rewards.promoCodes', undefined],
      ['rewards.leaderboard', { missionId: missions[0]?.missionId }],
      ['rewards.referral', undefined],
      ['rewards.points', undefined],
      ['rewards.pointMall', undefined],
      ['rewards.redemptions', { pageNo: 1 }],
    ];
    for (const [path, input] of reads) {
      const result = await visitor.query(path, input);
      expect(result.status, `${path} ${JSON.stringify(result.error)}`).toBe(200);
    }
    const summary = okData<TRewardsSummary>(await visitor.query('rewards.summary'));
    expect(summary.vip).toMatchObject({ rankName: 'Silver', hasVip: true });
    expect(summary.availablePromoCount).toBeGreaterThan(0);
    const claims = okData<{ rows: TClaim[] }>(await visitor.query('rewards.claims', { pageSize: 50 })).rows;
    expect(new Set(claims.map((claim) => claim.status))).toEqual(
      new Set(['applying', 'rejected', 'issued', 'claimed', 'processing', 'signed', 'closed']),
    );
  });
});

describe('paying once', () => {
  it('50 concurrent claims of one reward pay once; the rest are reward_already_claimed', async () => {
    const { visitor, account } = await signedInQaMember(app, mock, 'player');
    const claimId = await issueReward(account.username, 1_234);
    const claimable = okData<{ items: TClaim[] }>(await visitor.query('rewards.claimable'));
    expect(claimable.items.map((claim) => claim.claimId)).toContain(claimId);
    const before = await mainBalance(visitor);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => visitor.mutate('rewards.claim', { claimId, requestId: randomUUID() })),
    );

    const paid = results.filter((result) => result.status === 200);
    expect(paid).toHaveLength(1);
    expect((paid[0]?.data as TClaimPaid).amount).toBe(1_234);
    for (const result of results.filter((result) => result.status !== 200)) {
      expectKey(result, 409, 'reward_already_claimed');
    }
    expect((await mainBalance(visitor)) - before).toBe(1_234);
    expect(await mock.qa<{ ok: boolean }>('GET', '/ledger-check')).toMatchObject({ ok: true });
  }, 30_000);

  it('a promo code pays once per member: a replay answers the first answer, a second claim is promo_code_used', async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player');
    const before = await mainBalance(visitor);
    const first = { promoCode: 'welcome88', requestId: randomUUID() };
    const paid = okData<{ promoCode: string; amount: number }>(
      await visitor.mutate('rewards.claimPromoCode', first),
    );
    expect(paid).toMatchObject({ promoCode: 'WELCOME88', amount: 888 });
    expect(okData(await visitor.mutate('rewards.claimPromoCode', first))).toEqual(paid);
    expectKey(
      await visitor.mutate('rewards.claimPromoCode', { promoCode: 'WELCOME88', requestId: randomUUID() }),
      409,
      'promo_code_used',
    );
    expect((await mainBalance(visitor)) - before).toBe(888);
  });
});

describe('referral', () => {
  const register = (referralCode: string) => {
    const username = `rf${randomUUID().slice(0, 8)}`;
    return new GatewayVisitor(app).mutate('account.register', {
      username,
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      email: `${username}@example.com`,
      referralCode,
      agree: true,
    });
  };

  it("links to the site's own origin with the member's code; registering with it counts as an invitation", async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player');
    const before = okData<TReferral>(await visitor.query('rewards.referral'));
    expect(before.referralCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(before.links[0]).toBe(`${TEST_ORIGIN}/?referralCode=${before.referralCode}`);
    expect(before.totalInvitations).toBe(0);

    okData(await register(before.referralCode));
    const after = okData<TReferral>(await visitor.query('rewards.referral'));
    expect(after).toMatchObject({
      referralCode: before.referralCode,
      totalInvitations: 1,
      qualifiedInvitations: 0,
    });
    expect(after.invitations).toHaveLength(1);
  });

  it('refuses an unknown code with invitation_code_error', async () => {
    expectKey(await register('NOSUCH99'), 400, 'invitation_code_error');
  });
});

describe('live rewards', () => {
  it('an approved application reaches the member as reward:issued, and its claim pays', async () => {
    const listening = await buildApp(
      testConfig({ UPSTREAM_URL: mock.url, EVENT_SOURCE: 'feed', ...GENEROUS_GUARDS }),
    );
    const url = await listening.listen({ host: '127.0.0.1', port: 0 });
    try {
      // A SIGNUP promotion needs the member's mobile number.
      const account = await createQaMember(mock, 'mobile');
      const visitor = new GatewayVisitor(listening, { ip: '198.18.240.1' });
      await logInAs(visitor, account);
      const promotions = okData<{ items: TPromotionCard[] }>(await visitor.query('rewards.promotions'));
      const signUp = promotions.items.find((item) => item.promotionType === 'SIGNUP' && item.status === null);
      expect(signUp, 'an open SIGNUP promotion in the seed').toBeDefined();
      const promotionId = signUp?.promotionId ?? '';
      const joined = okData<TClaim>(await visitor.mutate('rewards.join', { promotionId }));
      expect(joined.status).toBe('signed');
      const applied = okData<TClaim>(
        await visitor.mutate('rewards.applyForReward', {
          promotionId,
          remarks: 'Verified my number',
          pictures: [PROOF_PNG],
        }),
      );
      expect(applied).toMatchObject({ claimId: joined.claimId, status: 'applying', pictureCount: 1 });

      const socket = await connectSocket(url, { cookie: `sid=${visitor.cookies.get('sid')}` });
      try {
        // The gateway's feed is up once a balance event of the member is heard.
        const heard: number[] = [];
        socket.on(SOCKET_EVENTS.balance, (balance) => void heard.push(balance.total));
        await vi.waitFor(
          async () => {
            if (heard.length === 0)
              await mock.qa('POST', '/bonus', { username: account.username, amountMinor: 100 });
            await sleep(200);
            expect(heard.length).toBeGreaterThan(0);
          },
          { timeout: 10_000 },
        );
        const issued = new Promise<TClaim>((resolve) =>
          socket.on(SOCKET_EVENTS.rewardIssued, (event) => {
            if (event.claim.claimId === joined.claimId) resolve(event.claim);
          }),
        );
        await mock.qa('POST', `/rewards/claims/${joined.claimId}/approve`, {});
        const claim = await issued;
        expect(claim).toMatchObject({ status: 'issued', promotionType: 'SIGNUP' });
        const paid = okData<TClaimPaid>(
          await visitor.mutate('rewards.claim', { claimId: claim.claimId, requestId: randomUUID() }),
        );
        expect(paid).toMatchObject({ amount: claim.amount, claim: { status: 'claimed' } });
      } finally {
        socket.close();
      }
    } finally {
      await listening.close();
    }
  }, 30_000);
});
