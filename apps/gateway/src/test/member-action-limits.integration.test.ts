import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInviteLink } from '@site/contracts';
import { FakeClock } from './fake-clock.js';
import {
  createQaMember,
  logInAs,
  okData,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';

/**
 * Rate limits of the member actions that cost the upstream something or
 * can be guessed (issue 26, item 4): promo codes, raffle draws, chat
 * tickets, downline accounts, invite links and responsible gaming changes
 * (issue 28), each counted per member and per visitor IP; and the lockout
 * after repeated wrong promo codes.
 */
const PER_MEMBER = 2;
const PER_IP = 3;
const PROMO_CODE_MISSES = 3;
const PROMO_CODE_LOCKOUT_MINUTES = 15;
const LIMITS = {
  RATE_LIMIT_PROMO_CODE_PER_MINUTE: String(PER_IP),
  RATE_LIMIT_PROMO_CODE_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
  RATE_LIMIT_RAFFLE_DRAW_PER_MINUTE: String(PER_IP),
  RATE_LIMIT_RAFFLE_DRAW_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
  RATE_LIMIT_CHAT_LAUNCH_PER_MINUTE: String(PER_IP),
  RATE_LIMIT_CHAT_LAUNCH_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
  RATE_LIMIT_DOWNLINE_REGISTER_PER_MINUTE: String(PER_IP),
  RATE_LIMIT_DOWNLINE_REGISTER_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
  RATE_LIMIT_INVITE_LINK_PER_MINUTE: String(PER_IP),
  RATE_LIMIT_INVITE_LINK_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
  RATE_LIMIT_RESPONSIBLE_PER_MINUTE: String(PER_IP),
  RATE_LIMIT_RESPONSIBLE_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
  PROMO_CODE_LOCKOUT_MAX_MISSES: String(PROMO_CODE_MISSES),
  PROMO_CODE_LOCKOUT_WINDOW_MINUTES: String(PROMO_CODE_LOCKOUT_MINUTES),
};

const clock = new FakeClock();
let stack: TStack;
let ipCounter = 0;
/** Every test its own visitor IP, so per-IP counts never leak between tests. */
const freshIp = () => `10.26.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  stack = await startGatewayAgainstMock(LIMITS, { clock });
}, 60_000);
afterAll(() => stack?.stop());

/** A fresh QA member of the kind, signed in from `ip`. */
const memberAt = async (ip: string, kind: 'player' | 'agent' = 'player') => {
  const visitor = new GatewayVisitor(stack.app, { ip });
  await logInAs(visitor, await createQaMember(stack.mock, kind));
  return visitor;
};

const expectTooMany = (result: TCallResult, retryAfterSeconds?: number) => {
  expect(result.status, JSON.stringify(result.error)).toBe(429);
  expect(result.error?.data.key).toBe('too_many_requests');
  const seconds = result.error?.data.hint?.retryAfterSeconds;
  expect(seconds).toBeGreaterThan(0);
  if (retryAfterSeconds !== undefined) expect(seconds).toBe(retryAfterSeconds);
  expect(result.headers['retry-after']).toBe(String(seconds));
};

const wrongPromoCode = () => ({ promoCode: 'NOSUCHCODE', requestId: randomUUID() });

type TLimitedAction = {
  procedure: string;
  memberKind: 'player' | 'agent';
  input: () => unknown;
};

const LIMITED_ACTIONS: TLimitedAction[] = [
  { procedure: 'rewards.claimPromoCode', memberKind: 'player', input: wrongPromoCode },
  {
    procedure: 'rewards.drawRaffle',
    memberKind: 'player',
    input: () => ({ promotionId: '1', requestId: randomUUID() }),
  },
  { procedure: 'live.launchChat', memberKind: 'player', input: () => ({ topic: 'GENERAL' }) },
  {
    procedure: 'agent.registerDownline',
    memberKind: 'agent',
    input: () => ({
      username: `dl${randomUUID().slice(0, 8)}`,
      password: 'Passw0rd9',
      confirmPassword: 'Passw0rd9',
      memberKind: 'player',
    }),
  },
  { procedure: 'agent.createInviteLink', memberKind: 'agent', input: () => ({ memberKind: 'player' }) },
  {
    procedure: 'responsible.setLimit',
    memberKind: 'player',
    input: () => ({ type: 'deposit', period: 'day', value: 100_000 }),
  },
];

describe.each(LIMITED_ACTIONS)('$procedure', ({ procedure, memberKind, input }) => {
  it(`holds one member to ${PER_MEMBER} a minute, with Retry-After, then lets it go on`, async () => {
    const visitor = await memberAt(freshIp(), memberKind);
    for (let attempt = 0; attempt < PER_MEMBER; attempt++)
      expect((await visitor.mutate(procedure, input())).status).not.toBe(429);
    expectTooMany(await visitor.mutate(procedure, input()));
    clock.advance(60_000);
    expect((await visitor.mutate(procedure, input())).status).not.toBe(429);
    clock.advance(60_000);
  });

  it(`holds one IP to ${PER_IP} a minute across members`, async () => {
    const ip = freshIp();
    const [first, second] = [await memberAt(ip, memberKind), await memberAt(ip, memberKind)];
    for (let attempt = 0; attempt < PER_MEMBER; attempt++)
      expect((await first.mutate(procedure, input())).status).not.toBe(429);
    expect((await second.mutate(procedure, input())).status).not.toBe(429);
    expectTooMany(await second.mutate(procedure, input()));
    clock.advance(60_000);
  });
});

describe('invite links', () => {
  it('count deleting and creating against one limit', async () => {
    const agent = await memberAt(freshIp(), 'agent');
    const link = okData<TInviteLink>(await agent.mutate('agent.createInviteLink', { memberKind: 'player' }));
    expect((await agent.mutate('agent.deleteInviteLink', { linkId: link.linkId })).status).toBe(200);
    expectTooMany(await agent.mutate('agent.createInviteLink', { memberKind: 'player' }));
    expectTooMany(await agent.mutate('agent.deleteInviteLink', { linkId: link.linkId }));
    clock.advance(60_000);
  });
});

describe('the promo-code lockout', () => {
  it(`locks a member out of promo codes for ${PROMO_CODE_LOCKOUT_MINUTES} minutes after ${PROMO_CODE_MISSES} wrong ones, right codes included`, async () => {
    const visitor = await memberAt(freshIp());
    for (let miss = 0; miss < PROMO_CODE_MISSES; miss++) {
      const wrong = await visitor.mutate('rewards.claimPromoCode', wrongPromoCode());
      expect(wrong.error?.data.key).toBe('promo_code_invalid');
      // A minute apart: the per-minute limit stays out of the way.
      clock.advance(60_000);
    }
    const right = { promoCode: 'WELCOME88', requestId: randomUUID() };
    const locked = await visitor.mutate('rewards.claimPromoCode', right);
    expectTooMany(locked, (PROMO_CODE_LOCKOUT_MINUTES - 1) * 60);
    clock.advance((PROMO_CODE_LOCKOUT_MINUTES - 2) * 60_000);
    expectTooMany(await visitor.mutate('rewards.claimPromoCode', right), 60);
    clock.advance(60_000);
    expect((await visitor.mutate('rewards.claimPromoCode', right)).status).toBe(200);
  });

  it('counts only wrong codes: a code already used is no miss', async () => {
    const visitor = await memberAt(freshIp());
    const right = () => ({ promoCode: 'WELCOME88', requestId: randomUUID() });
    expect((await visitor.mutate('rewards.claimPromoCode', right())).status).toBe(200);
    for (let attempt = 0; attempt < PROMO_CODE_MISSES; attempt++) {
      clock.advance(60_000);
      const used = await visitor.mutate('rewards.claimPromoCode', right());
      expect(used.error?.data.key).toBe('promo_code_used');
    }
    clock.advance(60_000);
    expect((await visitor.mutate('rewards.claimPromoCode', wrongPromoCode())).error?.data.key).toBe(
      'promo_code_invalid',
    );
  });
});
