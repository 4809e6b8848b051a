import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASHIER_LIMITS,
  ZAddBankCardInputSchema,
  ZBetsInputSchema,
  ZBonusesInputSchema,
  ZClaimRebateInputSchema,
  ZConfirmWithdrawalInputSchema,
  ZDateRangeInputSchema,
  ZDepositInputSchema,
  ZInboxInputSchema,
  ZMarkReadInputSchema,
  ZPagedRangeInputSchema,
  ZResetPaymentPasswordInputSchema,
  ZSetPaymentPasswordInputSchema,
  ZTransactionsInputSchema,
  ZTransferInputSchema,
  ZTransferToUplineInputSchema,
  ZWithdrawInputSchema,
} from '@site/contracts';
import { createQaMember, logInAs, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import {
  callProcedure,
  expectRefusedWithKey,
  itNeverFailsOnHostileText,
  itRefusesBrokenInputs,
  noInputCase,
  type TFields,
  type TProcedureCase,
  withField,
} from './procedure-properties.js';

/**
 * Property: whatever a client sends to a wallet, records or inbox procedure,
 * the answer is a 4xx carrying a catalogue key, never a 5xx. Inputs are
 * generated to be invalid for the procedure's contract schema (wrong types,
 * missing fields, amounts that are not whole positive minor units, malformed
 * request ids, dates and ranges, proof images that are not png/jpeg data
 * URLs, random JSON), plus well-formed inputs naming things that do not
 * exist, which the upstream must turn down with the case's key.
 */
const RUNS_PER_PROCEDURE = 40;
/** Hostile text reaches the upstream (it passes the schemas): fewer runs, each a real call. */
const HOSTILE_RUNS_PER_PROCEDURE = 25;

let stack: TStack;
let guest: GatewayVisitor;
let member: GatewayVisitor;
let trial: GatewayVisitor;

const signIn = async (visitor: GatewayVisitor, kind: string) =>
  logInAs(visitor, await createQaMember(stack.mock, kind, { balanceMinor: 1_000_000 }));
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.220' });
  member = new GatewayVisitor(stack.app, { ip: '192.0.2.221' });
  trial = new GatewayVisitor(stack.app, { ip: '192.0.2.222' });
  await signIn(member, 'player');
  await signIn(trial, 'trial');
}, 60_000);
afterAll(() => stack?.stop());

const badAmount = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: CASHIER_LIMITS.maxAmountMinor + 1 }),
  fc.double({ noInteger: true }),
  fc.constantFrom('100', '1e3', 10.5),
);
const badRequestId = fc.oneof(
  fc.constantFrom('', 'short', 'has space-in-it', '../../etc/passwd', 'ünïcode-request'),
  fc.string({ minLength: 65, maxLength: 100 }),
);
const badDate = fc.oneof(
  fc.constantFrom('2026-02-30', '2026-13-01', '26-01-01', '2026/01/01', '2026-1-1', '', 'today'),
  fc.string({ maxLength: 12 }),
);
const badPaymentPassword = fc.oneof(
  fc.stringMatching(/^\d{1,5}$/),
  fc.stringMatching(/^\d{7,12}$/),
  fc.stringMatching(/^[a-z]{6}$/),
);
const badProofs = fc.oneof(
  fc.array(fc.constant('data:image/png;base64,iVBORw0KGgo='), { minLength: 4, maxLength: 6 }),
  fc
    .constantFrom(
      'data:image/gif;base64,R0lGODlh',
      'data:text/html;base64,PGgxPg==',
      'http://example.com/a.png',
      'data:image/png;base64,not base64!',
    )
    .map((proof) => [proof]),
);
const requestId = fc.uuid();

const range = { startDate: '2026-11-01', endDate: '2026-11-22' };
/** A range the contract refuses: reversed, or longer than the longest allowed. */
const badRange = fc.constantFrom(
  { startDate: '2026-11-22', endDate: '2026-11-01' },
  { startDate: '2026-01-01', endDate: '2026-12-31' },
);
const rangeBreakers = (valid: TFields) => [
  withField(valid, 'startDate', badDate),
  withField(valid, 'endDate', badDate),
  badRange.map((dates) => ({ ...valid, ...dates })),
  withField(valid, 'pageSize', fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 51 }))),
];
const rangeCase = (path: string, schema: TProcedureCase['schema'], filter: TFields = {}): TProcedureCase => ({
  path,
  kind: 'query',
  schema,
  valid: { ...range, pageNo: 1, pageSize: 10, ...filter },
  breakers: [
    ...rangeBreakers({ ...range, ...filter }),
    ...Object.keys(filter).map((key) => withField(range, key, fc.string({ maxLength: 12 }))),
  ],
  asMember: true,
});

const transfer = { fromAccountTypeId: 1, toAccountTypeId: 101, amount: 100, requestId: 'req-valid-0001' };
const deposit = {
  channelId: '1',
  amount: 10_000,
  payeeName: 'Juan',
  proofs: [],
  requestId: 'req-valid-0002',
};
const withdraw = { amount: 10_000, bankCardId: '1', paymentPassword: '123456', requestId: 'req-valid-0003' };
const passwords = {
  paymentPassword: '123456',
  confirmPaymentPassword: '123456',
  requestId: 'req-valid-0006',
};
const bankCard = { bankCode: 'BDO', accountName: 'Juan Cruz', requestId: 'req-valid-0007' };
const confirm = { withdrawalId: '1', received: true, proofs: [], remark: '' };
const unknownId = fc.integer({ min: 900_000_000, max: 999_999_999 }).map(String);

const CASES: TProcedureCase[] = [
  noInputCase('wallet.balance', 'query', true),
  noInputCase('wallet.wallets', 'query', true),
  noInputCase('wallet.consolidated', 'query', true),
  noInputCase('wallet.depositSettings', 'query', true),
  noInputCase('wallet.withdrawSettings', 'query', true),
  noInputCase('wallet.banks', 'query', true),
  noInputCase('wallet.bankCards', 'query', true),
  noInputCase('wallet.upline', 'query', true),
  {
    path: 'wallet.transfer',
    kind: 'mutation',
    schema: ZTransferInputSchema,
    valid: transfer,
    breakers: [
      withField(transfer, 'amount', badAmount),
      withField(transfer, 'requestId', badRequestId),
      fc
        .integer({ min: 0, max: 1000 })
        .map((id) => ({ ...transfer, fromAccountTypeId: id, toAccountTypeId: id })),
    ],
    refused: fc.record({
      fromAccountTypeId: fc.constant(1),
      toAccountTypeId: fc.integer({ min: 500_000, max: 1_000_000 }),
      amount: fc.integer({ min: 1, max: 1_000 }),
      requestId,
    }),
    refusedWith: 'wallet_not_found',
    asMember: true,
  },
  {
    path: 'wallet.deposit',
    kind: 'mutation',
    schema: ZDepositInputSchema,
    valid: deposit,
    breakers: [
      withField(deposit, 'amount', badAmount),
      withField(deposit, 'requestId', badRequestId),
      withField(deposit, 'proofs', badProofs),
      withField(deposit, 'payeeName', fc.constantFrom('', '   ', 'x'.repeat(65))),
    ],
    refused: fc.record({
      channelId: unknownId,
      amount: fc.integer({ min: 10_000, max: 100_000 }),
      payeeName: fc.constant('Juan'),
      requestId,
    }),
    refusedWith: 'channel_not_found',
    asMember: true,
  },
  rangeCase('wallet.deposits', ZPagedRangeInputSchema),
  rangeCase('wallet.withdrawals', ZPagedRangeInputSchema),
  {
    path: 'wallet.addBankCard',
    kind: 'mutation',
    schema: ZAddBankCardInputSchema,
    valid: { ...bankCard, accountNumber: '001122334455' },
    breakers: [
      withField({ ...bankCard, accountNumber: '001122334455' }, 'requestId', badRequestId),
      withField(
        bankCard,
        'accountNumber',
        fc.oneof(
          fc.stringMatching(/^\d{1,5}$/),
          fc.stringMatching(/^\d{31,40}$/),
          fc.stringMatching(/^[a-z-]{6,12}$/),
        ),
      ),
    ],
    asMember: true,
  },
  {
    path: 'wallet.setPaymentPassword',
    kind: 'mutation',
    schema: ZSetPaymentPasswordInputSchema,
    valid: passwords,
    breakers: [
      badPaymentPassword.map((password) => ({
        ...passwords,
        paymentPassword: password,
        confirmPaymentPassword: password,
      })),
      withField(passwords, 'requestId', badRequestId),
      withField(passwords, 'confirmPaymentPassword', fc.stringMatching(/^\d{6}$/)),
      withField(passwords, 'oldPaymentPassword', badPaymentPassword),
    ],
    asMember: true,
  },
  {
    path: 'wallet.resetPaymentPassword',
    kind: 'mutation',
    schema: ZResetPaymentPasswordInputSchema,
    valid: { loginPassword: 'Passw0rd!', ...passwords },
    breakers: [
      withField({ loginPassword: 'Passw0rd!', ...passwords }, 'paymentPassword', badPaymentPassword),
    ],
    refused: fc.record({
      loginPassword: fc.stringMatching(/^[a-z]{8,20}$/),
      paymentPassword: fc.constant('123456'),
      confirmPaymentPassword: fc.constant('123456'),
      requestId,
    }),
    refusedWith: 'error_password',
    asMember: true,
  },
  {
    path: 'wallet.withdraw',
    kind: 'mutation',
    schema: ZWithdrawInputSchema,
    valid: withdraw,
    breakers: [
      withField(withdraw, 'amount', badAmount),
      withField(withdraw, 'paymentPassword', badPaymentPassword),
      withField(withdraw, 'requestId', badRequestId),
    ],
    refused: fc.record({
      amount: fc.integer({ min: 10_000, max: 100_000 }),
      bankCardId: unknownId,
      paymentPassword: fc.constant('123456'),
      requestId,
    }),
    refusedWith: 'payment_password_not_set',
    asMember: true,
  },
  {
    path: 'wallet.confirmWithdrawal',
    kind: 'mutation',
    schema: ZConfirmWithdrawalInputSchema,
    valid: confirm,
    breakers: [
      fc.constant({ ...confirm, received: false, proofs: [] }),
      withField(confirm, 'proofs', badProofs),
      withField(
        confirm,
        'remark',
        fc.string({ minLength: 141, maxLength: 200 }).filter((text) => text.trim().length > 140),
      ),
    ],
    refused: fc.record({ withdrawalId: unknownId, received: fc.constant(true) }),
    refusedWith: 'withdrawal_not_found',
    asMember: true,
  },
  {
    path: 'wallet.transferToUpline',
    kind: 'mutation',
    schema: ZTransferToUplineInputSchema,
    valid: { amount: 100, paymentPassword: '123456', requestId: 'req-valid-0004' },
    breakers: [withField({ paymentPassword: '123456', requestId: 'req-valid-0004' }, 'amount', badAmount)],
    refused: fc.record({
      amount: fc.integer({ min: 1, max: 1_000 }),
      paymentPassword: fc.constant('123456'),
      requestId,
    }),
    refusedWith: 'no_upline',
    asMember: true,
  },
  rangeCase('records.transactions', ZTransactionsInputSchema, { type: 'DEPOSIT' }),
  rangeCase('records.bets', ZBetsInputSchema, { gameType: 'RNG' }),
  rangeCase('records.bonuses', ZBonusesInputSchema, { type: 'PROMOTION' }),
  {
    path: 'records.profitLoss',
    kind: 'query',
    schema: ZDateRangeInputSchema,
    valid: range,
    breakers: rangeBreakers(range).slice(0, 3),
    asMember: true,
  },
  noInputCase('records.manualRebate', 'query', true),
  {
    path: 'records.claimRebate',
    kind: 'mutation',
    schema: ZClaimRebateInputSchema,
    valid: { requestId: 'req-valid-0005' },
    breakers: [withField({}, 'requestId', badRequestId)],
    refused: fc.record({ requestId }),
    refusedWith: 'nothing_to_claim',
    asMember: true,
  },
  {
    path: 'content.inbox',
    kind: 'query',
    schema: ZInboxInputSchema,
    valid: { status: 'all', pageNo: 1, pageSize: 10 },
    breakers: [withField({}, 'status', fc.string({ maxLength: 8 }))],
    asMember: true,
  },
  noInputCase('content.unreadCount', 'query', true),
  {
    path: 'content.markRead',
    kind: 'mutation',
    schema: ZMarkReadInputSchema,
    valid: { ids: ['1'], all: false },
    breakers: [
      fc.constant({ ids: [], all: false }),
      withField({}, 'ids', fc.array(fc.constant('1'), { minLength: 101, maxLength: 120 })),
    ],
    refused: fc.record({ ids: fc.array(unknownId, { minLength: 1, maxLength: 3 }) }),
    refusedWith: 'message_not_found',
    asMember: true,
  },
];

describe('every wallet, records and inbox procedure refuses bad input with a 4xx catalogue key', () => {
  itRefusesBrokenInputs(
    CASES,
    { values: badRequestId, textFieldsOnly: true },
    () => ({ guest, member }),
    RUNS_PER_PROCEDURE,
  );

  it.each(CASES.filter((testCase) => testCase.refused))(
    '$path: well-formed input naming what does not exist answers $refusedWith',
    async (testCase) => {
      await fc.assert(
        fc.asyncProperty(testCase.refused ?? fc.constant(null), async (input) => {
          const result = await callProcedure(testCase, input, { guest, member });
          expectRefusedWithKey(result);
          expect(result.error?.data.key).toBe(testCase.refusedWith);
        }),
        { numRuns: 10 },
      );
    },
    60_000,
  );

  it.each(CASES)('$path: a guest is refused with 401 not_logged_in', async (testCase) => {
    const result = await callProcedure(testCase, testCase.valid ?? undefined, { guest, member: guest });
    expect(result.status).toBe(401);
    expect(result.error?.data.key).toBe('not_logged_in');
  });

  it.each(CASES.filter((testCase) => testCase.path !== 'wallet.balance'))(
    '$path: a trial session is refused with 403 in_need_true_account',
    async (testCase) => {
      const result = await callProcedure(testCase, testCase.valid ?? undefined, { guest, member: trial });
      expect(result.status).toBe(403);
      expect(result.error?.data.key).toBe('in_need_true_account');
    },
  );
});

describe('no wallet, records or inbox procedure answers a 5xx to hostile text (non-Latin-1, controls, injections)', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member }), HOSTILE_RUNS_PER_PROCEDURE);
});
