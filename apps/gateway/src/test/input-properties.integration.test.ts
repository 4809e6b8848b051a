import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  ZAdoptTokenInputSchema,
  ZAffiliateCheckInputSchema,
  ZChangePasswordInputSchema,
  ZForgotByEmailInputSchema,
  ZLoginInputSchema,
  ZMailCodeInputSchema,
  ZNoInputSchema,
  ZRegisterEmailInputSchema,
  ZRegisterInputSchema,
  ZRegisterMobileInputSchema,
  ZResetByPhoneInputSchema,
  ZSecondFactorInputSchema,
  ZSmsCodeInputSchema,
  ZSmsLoginInputSchema,
} from '@site/contracts';
import { createQaMember, logInAs, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import {
  callProcedure,
  expectRefusedWithKey,
  itNeverFailsOnHostileText,
  itRefusesBrokenInputs,
  type TFields,
  type TProcedureCase,
  withField,
} from './procedure-properties.js';

/**
 * Property: whatever a client sends to an account or session procedure,
 * the answer is a 4xx carrying a catalogue key, never a 5xx. Inputs are
 * generated to be invalid for the procedure's contract schema (wrong types,
 * missing fields, overlong text, bad numbers, mismatched confirmations,
 * random JSON), plus well-formed inputs the business must turn down.
 */
const RUNS_PER_PROCEDURE = 50;
/** Hostile text reaches the upstream (it passes the schemas): fewer runs, each a real call. */
const HOSTILE_RUNS_PER_PROCEDURE = 25;

let stack: TStack;
let guest: GatewayVisitor;
let member: GatewayVisitor;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.200' });
  member = new GatewayVisitor(stack.app, { ip: '192.0.2.201' });
  await logInAs(member, await createQaMember(stack.mock));
});
afterAll(() => stack?.stop());

const overlongText = fc.string({ unit: 'grapheme', minLength: 300, maxLength: 700 });
const badMobile = fc.oneof(
  fc.stringMatching(/^\d{1,5}$/),
  fc.stringMatching(/^\d{16,24}$/),
  fc.stringMatching(/^[0-9+\- ()a-z]{6,15}$/).filter((value) => !/^\d{6,15}$/.test(value.trim())),
);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const word = fc.stringMatching(/^[a-z][a-z0-9]{5,14}$/);

const mismatched = (valid: TFields, key: string, confirmKey: string) =>
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ minLength: 1, maxLength: 20 }))
    .filter(([first, second]) => first.trim() !== second.trim())
    .map(([first, second]) => ({ ...valid, [key]: first, [confirmKey]: second }));

const number = { mobileNum: '9171234567', countryDialingCode: '+63' };
const registration = {
  username: 'validuser1',
  password: 'Passw0rd1',
  confirmPassword: 'Passw0rd1',
  agree: true,
};
const emailRegistration = {
  ...registration,
  email: 'validuser1@example.com',
  verificationCode: '123456',
};
const mobileRegistration = { ...number, verificationCode: '123456', agree: true };
const passwordChange = {
  oldPassword: 'Passw0rd!',
  newPassword: 'N3wPassw0rd',
  confirmNewPassword: 'N3wPassw0rd',
};
const phoneReset = {
  ...number,
  verificationCode: '123456',
  newPassword: 'N3wPassw0rd',
  confirmNewPassword: 'N3wPassw0rd',
};

const CASES: TProcedureCase[] = [
  { path: 'session.me', kind: 'query', schema: ZNoInputSchema, valid: null },
  {
    path: 'session.login',
    kind: 'mutation',
    schema: ZLoginInputSchema,
    valid: { username: 'player9', password: 'Secret12', remember: false, portal: 'member' },
    breakers: [
      withField({ username: 'player9', password: 'Secret12' }, 'portal', fc.string({ maxLength: 8 })),
    ],
    refused: fc.record({ username: word, password: fc.string({ minLength: 1, maxLength: 30 }) }),
  },
  {
    path: 'session.loginBySms',
    kind: 'mutation',
    schema: ZSmsLoginInputSchema,
    valid: { ...number, verificationCode: '123456' },
    breakers: [withField({ ...number, verificationCode: '123456' }, 'mobileNum', badMobile)],
    refused: fc.record({
      mobileNum: fc.constant('8').chain((prefix) => digits(8, 12).map((rest) => prefix + rest)),
      countryDialingCode: fc.constant('+63'),
      verificationCode: digits(6, 6),
    }),
  },
  {
    path: 'session.sendLoginSms',
    kind: 'mutation',
    schema: ZSmsCodeInputSchema,
    valid: number,
    breakers: [
      withField(number, 'mobileNum', badMobile),
      withField(number, 'countryDialingCode', fc.string()),
    ],
  },
  {
    path: 'session.verifySecondFactor',
    kind: 'mutation',
    schema: ZSecondFactorInputSchema,
    valid: { code: '123456' },
    refused: fc.record({
      code: fc.string({ minLength: 1, maxLength: 40 }).filter((code) => code.trim() !== ''),
    }),
  },
  { path: 'session.freePlay', kind: 'mutation', schema: ZNoInputSchema, valid: null },
  {
    path: 'session.adoptToken',
    kind: 'mutation',
    schema: ZAdoptTokenInputSchema,
    valid: { token: 'a-token-of-enough-length' },
    breakers: [withField({}, 'token', fc.string({ maxLength: 15 }))],
    refused: fc.record({ token: fc.stringMatching(/^[A-Za-z0-9-]{16,64}$/) }),
  },
  { path: 'session.logout', kind: 'mutation', schema: ZNoInputSchema, valid: null },
  { path: 'session.captcha', kind: 'mutation', schema: ZNoInputSchema, valid: null },
  {
    path: 'account.register',
    kind: 'mutation',
    schema: ZRegisterInputSchema,
    valid: registration,
    breakers: [
      mismatched(registration, 'password', 'confirmPassword'),
      withField(registration, 'agree', fc.constantFrom(false, 'yes', 1)),
      withField(registration, 'countryDialingCode', fc.string({ minLength: 5 })),
    ],
  },
  {
    path: 'account.registerByMobile',
    kind: 'mutation',
    schema: ZRegisterMobileInputSchema,
    valid: mobileRegistration,
    breakers: [
      withField(mobileRegistration, 'mobileNum', badMobile),
      mismatched(mobileRegistration, 'password', 'confirmPassword'),
    ],
    refused: fc.record({
      mobileNum: fc.constant('8').chain((prefix) => digits(8, 12).map((rest) => prefix + rest)),
      countryDialingCode: fc.constant('+63'),
      verificationCode: digits(6, 6),
      agree: fc.constant(true),
    }),
  },
  {
    path: 'account.sendRegisterSms',
    kind: 'mutation',
    schema: ZSmsCodeInputSchema,
    valid: number,
    breakers: [withField(number, 'mobileNum', badMobile)],
  },
  {
    path: 'account.registerByEmail',
    kind: 'mutation',
    schema: ZRegisterEmailInputSchema,
    valid: emailRegistration,
    breakers: [
      mismatched(emailRegistration, 'password', 'confirmPassword'),
      withField(emailRegistration, 'email', fc.string({ maxLength: 30 })),
    ],
    // No code was ever sent to these addresses.
    refused: fc.record({
      username: word,
      password: fc.constant('Passw0rd1'),
      confirmPassword: fc.constant('Passw0rd1'),
      email: word.map((name) => `${name}@nowhere.example`),
      verificationCode: digits(6, 6),
      agree: fc.constant(true),
    }),
  },
  {
    path: 'account.sendRegisterMail',
    kind: 'mutation',
    schema: ZMailCodeInputSchema,
    valid: { email: 'validuser1@example.com' },
    breakers: [withField({}, 'email', fc.string({ maxLength: 30 }))],
  },
  { path: 'account.suggestUsername', kind: 'mutation', schema: ZNoInputSchema, valid: null },
  {
    path: 'account.checkAffiliate',
    kind: 'query',
    schema: ZAffiliateCheckInputSchema,
    valid: { code: 'AGENT01' },
  },
  {
    path: 'account.changePassword',
    kind: 'mutation',
    schema: ZChangePasswordInputSchema,
    valid: passwordChange,
    breakers: [mismatched(passwordChange, 'newPassword', 'confirmNewPassword')],
    refused: fc.record({
      oldPassword: fc.stringMatching(/^[A-Za-z0-9]{8,20}$/),
      newPassword: fc.constant('N3wPassw0rd'),
      confirmNewPassword: fc.constant('N3wPassw0rd'),
    }),
    asMember: true,
  },
  {
    path: 'account.forgotByEmail',
    kind: 'mutation',
    schema: ZForgotByEmailInputSchema,
    valid: { username: 'player9', email: 'player9@example.com' },
    breakers: [withField({ username: 'player9' }, 'email', fc.string({ maxLength: 30 }))],
    refused: fc.record({ username: word, email: word.map((name) => `${name}@nowhere.example`) }),
  },
  {
    path: 'account.sendResetSms',
    kind: 'mutation',
    schema: ZSmsCodeInputSchema,
    valid: number,
    breakers: [withField(number, 'mobileNum', badMobile)],
  },
  {
    path: 'account.resetByPhone',
    kind: 'mutation',
    schema: ZResetByPhoneInputSchema,
    valid: phoneReset,
    breakers: [
      mismatched(phoneReset, 'newPassword', 'confirmNewPassword'),
      withField(phoneReset, 'mobileNum', badMobile),
    ],
    refused: fc.record({
      mobileNum: fc.constant('8').chain((prefix) => digits(8, 12).map((rest) => prefix + rest)),
      countryDialingCode: fc.constant('+63'),
      verificationCode: digits(6, 6),
      newPassword: fc.constant('N3wPassw0rd'),
      confirmNewPassword: fc.constant('N3wPassw0rd'),
    }),
  },
];

describe('every account and session procedure refuses bad input with a 4xx catalogue key', () => {
  itRefusesBrokenInputs(
    CASES,
    { values: overlongText, textFieldsOnly: true },
    () => ({ guest, member }),
    RUNS_PER_PROCEDURE,
  );

  it.each(CASES.filter((testCase) => testCase.refused))(
    '$path: well-formed input that must be refused',
    async (testCase) => {
      await fc.assert(
        fc.asyncProperty(testCase.refused ?? fc.constant(null), async (input) => {
          expectRefusedWithKey(await callProcedure(testCase, input, { guest, member }));
        }),
        { numRuns: RUNS_PER_PROCEDURE },
      );
    },
    60_000,
  );
});

describe('no account or session procedure answers a 5xx to hostile text (non-Latin-1, controls, injections)', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member }), HOSTILE_RUNS_PER_PROCEDURE);
});
