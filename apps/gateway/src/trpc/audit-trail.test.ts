import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditEvent, WALLET_PATHS } from '@site/contracts';
import { CALL_REGISTRY } from '@site/contracts/registry';
import { createAuditLog } from '../audit/audit-log.js';
import { agentCases } from '../test/agent-cases.js';
import { callerWith, signedInCookie } from '../test/caller.js';
import { lotteryCases } from '../test/lottery-cases.js';
import { rewardsCases } from '../test/rewards-cases.js';
import { UpstreamError } from '../upstream/upstream-error.js';

const MEMBER_ID = '4242';
const VISITOR_IP = '198.51.100.7';
const REQUEST_ID = 'gateway-request-1';
const PAYMENT_PASSWORD = '864209';
const CARD_NUMBER = '001122334455';

const agentActionInputs = () => {
  const cases = agentCases({
    memberId: '17',
    agentMemberId: '18',
    username: 'player9',
    linkId: '3',
    contractId: '5',
  });
  return Object.fromEntries(
    Object.values(cases)
      .filter((testCase) => AUDIT_ACTIONS.includes(testCase.path as TAuditAction))
      .map((testCase) => [testCase.path, testCase.valid ?? {}]),
  ) as Record<Extract<TAuditAction, `agent.${string}`>, Record<string, unknown>>;
};

const rewardsActionInputs = () => {
  const cases = rewardsCases({
    signUpPromotionId: '11',
    loginPromotionId: '12',
    rafflePromotionId: '13',
    claimId: '21',
    transactionId: '31',
    promoCode: 'WELCOME88',
    missionId: '41',
    rewardId: '51',
    paymentPassword: PAYMENT_PASSWORD,
  });
  return Object.fromEntries(
    Object.values(cases)
      .filter((testCase) => AUDIT_ACTIONS.includes(testCase.path as TAuditAction))
      .map((testCase) => [testCase.path, testCase.valid ?? {}]),
  ) as Record<Extract<TAuditAction, `rewards.${string}`>, Record<string, unknown>>;
};

const lotteryActionInputs = () => {
  const cases = lotteryCases({
    gameCode: 'LOTT_FAST_1M',
    drawCode: '20261125-0001',
    date: '2026-11-25',
    orderNo: '61',
    subOrderNo: '62',
  });
  return Object.fromEntries(
    Object.values(cases)
      .filter((testCase) => AUDIT_ACTIONS.includes(testCase.path as TAuditAction))
      .map((testCase) => [testCase.path, testCase.valid ?? {}]),
  ) as Record<Extract<TAuditAction, `lottery.${string}`>, Record<string, unknown>>;
};

/** A valid input of each audited procedure (undefined: it takes none). */
const VALID_INPUT: Record<TAuditAction, Record<string, unknown> | undefined> = {
  'account.changePassword': {
    oldPassword: 'Passw0rd!',
    newPassword: 'N3wPassw0rd',
    confirmNewPassword: 'N3wPassw0rd',
  },
  'account.registerByEmail': {
    username: 'player9',
    password: 'Passw0rd1',
    confirmPassword: 'Passw0rd1',
    email: 'player9@example.com',
    verificationCode: '123456',
    agree: true,
  },
  'account.forgotByEmail': { username: 'player9', email: 'player9@example.com' },
  'account.resetByPhone': {
    mobileNum: '9171234567',
    countryDialingCode: '+63',
    verificationCode: '123456',
    newPassword: 'N3wPassw0rd',
    confirmNewPassword: 'N3wPassw0rd',
  },
  'account.changeAvatar': { id: '3' },
  'account.updateProfile': { nickname: 'Lucky Juan', birthday: '1990-02-28' },
  'account.setLanguage': { language: 'TY' },
  'account.verifyMobile': { mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '123456' },
  'wallet.setPaymentPassword': {
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
    requestId: 'money-req-0006',
  },
  'wallet.resetPaymentPassword': {
    loginPassword: 'Passw0rd!',
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
    requestId: 'money-req-0007',
  },
  'wallet.addBankCard': {
    bankCode: 'BDO',
    accountName: 'Juan Cruz',
    accountNumber: CARD_NUMBER,
    requestId: 'money-req-0008',
  },
  'wallet.deposit': {
    channelId: '1',
    amount: 10_000,
    payeeName: 'Juan',
    proofs: [],
    requestId: 'money-req-0001',
  },
  'wallet.withdraw': {
    amount: 10_000,
    bankCardId: '1',
    paymentPassword: PAYMENT_PASSWORD,
    requestId: 'money-req-0002',
  },
  'wallet.confirmWithdrawal': { withdrawalId: '1', received: true, proofs: [], remark: '' },
  'wallet.transfer': { fromAccountTypeId: 1, toAccountTypeId: 101, amount: 100, requestId: 'money-req-0003' },
  'wallet.transferToUpline': { amount: 100, paymentPassword: PAYMENT_PASSWORD, requestId: 'money-req-0004' },
  'records.claimRebate': { requestId: 'money-req-0005' },
  // The agent centre's: the valid inputs its own suites use.
  ...agentActionInputs(),
  // The rewards' own: the valid inputs of the rewards suites.
  ...rewardsActionInputs(),
  // The lottery's: the valid inputs of the lottery suites.
  ...lotteryActionInputs(),
  'system.sendFeedback': { content: 'The lobby loads slowly at night', images: [] },
  'responsible.setLimit': { type: 'deposit', period: 'day', value: 100_000 },
  'responsible.confirmLimit': { type: 'deposit', period: 'day' },
  'responsible.cancelLimitChange': { type: 'loss', period: 'week' },
  'responsible.setRealityCheck': { intervalMinutes: 30 },
  'responsible.takeBreak': { kind: 'time_out', period: '24h', password: 'Passw0rd!', confirm: true },
  'responsible.askToReturn': undefined,
};

/**
 * Money requests whose own call times out: sent once more, then `request_pending`
 * (decision 0015). A deposit times out on its settings read, before its request.
 */
const REPLAYED_ON_TIMEOUT = new Set<TAuditAction>([
  'wallet.setPaymentPassword',
  'wallet.resetPaymentPassword',
  'wallet.addBankCard',
  'wallet.withdraw',
  'wallet.transfer',
  'wallet.transferToUpline',
  'agent.transferToDownline',
  'agent.transferToDownlines',
  'rewards.claim',
  'rewards.claimLoginBonus',
  'rewards.drawRaffle',
  'rewards.claimTicket',
  'rewards.claimPromoCode',
  'rewards.redeem',
  'rewards.convert',
]);

type TScript = Parameters<typeof callerWith>[0];

/** Every upstream call answers `failure`. */
const everyCallFails = (failure: (call: string) => Error): TScript =>
  Object.fromEntries(
    CALL_REGISTRY.map((entry) => [`${entry.method} ${entry.path}`, failure(`${entry.method} ${entry.path}`)]),
  );

/** The audit logger over a real pino logger whose level would hide info lines; its output captured. */
const capturedAuditLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const audit = createAuditLog(Fastify({ logger: { level: 'warn', stream } }).log);
  const events = (): TAuditEvent[] =>
    lines
      .map((line) => JSON.parse(line) as { name?: string; audit?: TAuditEvent })
      .filter((line) => line.name === 'audit')
      .map((line) => line.audit as TAuditEvent);
  return { audit, events, text: () => lines.join('\n') };
};

type TProcedure = (input: unknown) => Promise<unknown>;

/** Calls the procedure an action names, with the visitor signed in as a real member unless told. */
const callAction = async (
  action: TAuditAction,
  input: unknown,
  script: TScript,
  // The agent centre's actions are an agent's (member type 1); the others a player's.
  sessionCookie: string | undefined = signedInCookie('member-token', Date.now(), {
    memberType: action.startsWith('agent.') ? 1 : 0,
    memberId: MEMBER_ID,
  }),
) => {
  const log = capturedAuditLog();
  const { caller } = callerWith(script, {
    audit: log.audit,
    ip: VISITOR_IP,
    requestId: REQUEST_ID,
    sessionCookie,
  });
  const [group = '', name = ''] = action.split('.');
  const routers = caller as unknown as Record<string, Record<string, TProcedure>>;
  const procedure = routers[group]?.[name];
  if (!procedure) throw new Error(`no procedure ${action}`);
  const outcome = await procedure(input).then(
    () => 'ok',
    (error: unknown) => error,
  );
  return { outcome, events: log.events(), text: log.text() };
};

const rejected = (errorCode: string) => (call: string) =>
  new UpstreamError({ kind: 'rejected', call, status: 400, errorCode });

/** The actions a procedure asks for: a slip is placed only in the lobby, through the proxy (proxied-calls-audit.ts). */
const PROCEDURE_ACTIONS = AUDIT_ACTIONS.filter((action) => action !== 'lottery.placeOrder');

describe('the audit trail of the gateway', () => {
  it.each(PROCEDURE_ACTIONS)('%s writes one refused event for input it refuses', async (action) => {
    const { events } = await callAction(action, { requestId: '!' }, {});
    expect(events).toEqual([
      {
        action,
        outcome: 'refused',
        memberId: MEMBER_ID,
        ip: VISITOR_IP,
        requestId: REQUEST_ID,
        moneyRequestId: null,
        reason: 'validation_failed',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it.each(PROCEDURE_ACTIONS)('%s writes one refused event when the upstream refuses', async (action) => {
    const { events } = await callAction(
      action,
      VALID_INPUT[action],
      everyCallFails(rejected('request_conflict')),
    );
    expect(events).toEqual([
      expect.objectContaining({
        action,
        outcome: 'refused',
        memberId: MEMBER_ID,
        reason: 'request_conflict',
      }),
    ]);
  });

  it.each(PROCEDURE_ACTIONS)(
    '%s writes one unknown event, never a failed one, when the upstream times out',
    async (action) => {
      const timeout = (call: string) => new UpstreamError({ kind: 'timeout', call });
      const { events } = await callAction(action, VALID_INPUT[action], everyCallFails(timeout));
      expect(events).toEqual([
        expect.objectContaining({
          action,
          outcome: 'unknown',
          reason: REPLAYED_ON_TIMEOUT.has(action) ? 'request_pending' : 'in_network_again',
        }),
      ]);
    },
  );

  it('records a refusal before the procedure runs: a guest, a trial member', async () => {
    const guest = await callAction('wallet.transfer', VALID_INPUT['wallet.transfer'], {}, '');
    expect(guest.events).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        memberId: null,
        reason: 'not_logged_in',
        moneyRequestId: 'money-req-0003',
      }),
    ]);
    const trialCookie = signedInCookie('trial-token', Date.now(), { memberType: 4, memberId: '77' });
    const trial = await callAction('wallet.withdraw', VALID_INPUT['wallet.withdraw'], {}, trialCookie);
    expect(trial.events).toEqual([
      expect.objectContaining({ outcome: 'refused', memberId: '77', reason: 'in_need_true_account' }),
    ]);
  });

  it('writes one succeeded event, without the payment password, the card number or the token', async () => {
    const card = {
      id: 5,
      bankCode: 'BDO',
      bankName: 'BDO',
      accountName: 'Juan Cruz',
      accountNumber: '****4455',
    };
    const withdrawal = {
      withdrawalId: 9,
      amount: 100,
      status: 'pending',
      bankName: 'BDO',
      accountNumber: '****4455',
      createdAt: 1_700_000_000_000,
    };
    for (const [action, script] of [
      ['wallet.addBankCard', { [`POST ${WALLET_PATHS.addBankCard}`]: { value: card } }],
      ['wallet.withdraw', { [`POST ${WALLET_PATHS.withdraw}`]: { value: withdrawal } }],
    ] as const) {
      const { outcome, events, text } = await callAction(action, VALID_INPUT[action], script);
      expect(outcome).toBe('ok');
      expect(events).toEqual([
        expect.objectContaining({ action, outcome: 'succeeded', memberId: MEMBER_ID, reason: null }),
      ]);
      expect(text).not.toMatch(new RegExp(`${PAYMENT_PASSWORD}|${CARD_NUMBER}|member-token`));
    }
  });

  it('writes nothing for a procedure that changes nothing', async () => {
    const log = capturedAuditLog();
    const { caller } = callerWith(everyCallFails(rejected('request_conflict')), {
      audit: log.audit,
      sessionCookie: signedInCookie('member-token', Date.now(), { memberType: 0, memberId: MEMBER_ID }),
    });
    await expect(caller.wallet.balance()).rejects.toThrow();
    expect(log.events()).toEqual([]);
  });
});
