import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_METHODS,
  SESSION_PATHS,
  type TSecondFactorMethod,
  type TWireSecondFactorChallenge,
  ZWireLoginValueSchema,
  ZWireSecondFactorChallengeSchema,
} from '@site/contracts';
import { totpCode } from '@site/wire-crypto';
import {
  createInMemoryMock,
  DEMO_PASSWORD,
  encryptedInject,
  latestCode,
  logIn,
  postJson,
  qa,
  type TInMemoryMock,
} from '../../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

type TQaMember = {
  username: string;
  password: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string;
  payeeName?: string;
  totpSecret?: string;
};

let ipCounter = 0;
/** A documentation address (RFC 5737) of its own for each call that needs a new IP. */
const newIp = () => `198.51.100.${++ipCounter}`;

const createMember = async (secondFactor: TSecondFactorMethod) =>
  (await qa(testApp.app, '/members', { kind: 'player', secondFactor })).json<TQaMember>();

const logInFrom = (member: TQaMember, ip: string) =>
  logIn(testApp.app, member, {}, { 'x-forwarded-for': `${ip}, 10.0.0.1` });

const verify = (challenge: TWireSecondFactorChallenge, code: string, method = challenge.method) =>
  encryptedInject(testApp.app, {
    method: 'POST',
    url: SESSION_PATHS.loginVerification,
    payload: { verificationToken: challenge.verificationToken, method, code },
  });

const challengeOf = async (member: TQaMember, ip: string) => {
  const reply = await logInFrom(member, ip);
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toMatchObject({ success: false, errorCode: 'login_verification_required' });
  return ZWireSecondFactorChallengeSchema.parse(reply.json().value);
};

/** The answer a member would give: the code sent, the bank account name, the authenticator code. */
const answerFor = async (member: TQaMember, challenge: TWireSecondFactorChallenge): Promise<string> => {
  switch (challenge.method) {
    case 'PHONE':
      return latestCode(testApp.app, `${member.countryDialingCode?.replace('+', '')}${member.mobileNum}`);
    case 'EMAIL':
      return latestCode(testApp.app, member.email);
    case 'PAYEE':
      // Case and spacing do not matter.
      return ` ${member.payeeName?.toLowerCase().replace(' ', '  ')} `;
    case 'AUTHENTICATOR':
      return totpCode(member.totpSecret ?? '', Date.now());
  }
};

const wrongAnswer = (right: string) => (right.trim() === '000000' ? '111111' : '000000');

describe.each(SECOND_FACTOR_METHODS)('second factor %s', (method) => {
  it('challenges a new IP, logs in on the right answer, and registers the IP', async () => {
    const member = await createMember(method);
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    expect(challenge.method).toBe(method);
    expect(challenge.verificationToken).toMatch(/^[0-9a-f]{64}$/);
    if (method === 'PHONE') expect(challenge.target).toMatch(/^\+63 9\d{2}\*+\d{3}$/);
    if (method === 'EMAIL') expect(challenge.target).toMatch(/^qa\*\*\*@example\.com$/);
    if (method === 'PAYEE' || method === 'AUTHENTICATOR') expect(challenge.target).toBeNull();

    const answer = await answerFor(member, challenge);
    const wrong = await verify(challenge, wrongAnswer(answer));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'second_factor_invalid' });

    const reply = await verify(challenge, answer);
    expect(reply.statusCode).toBe(200);
    expect(ZWireLoginValueSchema.parse(reply.json().value).userName).toBe(member.username);

    // The IP is registered now: no second factor from it; another IP is still challenged.
    const again = await logInFrom(member, ip);
    expect(again.statusCode).toBe(200);
    expect((await logInFrom(member, newIp())).json().errorCode).toBe('login_verification_required');
  });
});

describe('second-factor challenges', () => {
  it('die after five wrong answers', async () => {
    const member = await createMember('EMAIL');
    const challenge = await challengeOf(member, newIp());
    const answer = await answerFor(member, challenge);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(challenge, wrongAnswer(answer))).json().errorCode).toBe('second_factor_invalid');
    }
    expect((await verify(challenge, answer)).json().errorCode).toBe('second_factor_invalid');
  });

  it('are good for one login, for their own method only', async () => {
    const member = await createMember('PAYEE');
    const challenge = await challengeOf(member, newIp());
    const answer = await answerFor(member, challenge);
    expect((await verify(challenge, answer, 'EMAIL')).json().errorCode).toBe('second_factor_invalid');
    expect((await verify(challenge, answer)).statusCode).toBe(200);
    expect((await verify(challenge, answer)).json().errorCode).toBe('second_factor_invalid');
  });

  it('gate SMS logins too', async () => {
    const member = (await qa(testApp.app, '/members', { kind: 'mobile', secondFactor: 'EMAIL' })).json<
      TQaMember & { mobileNum: string; countryDialingCode: string }
    >();
    await postJson(testApp.app, SESSION_PATHS.smsLoginCode, {
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
    });
    const reply = await encryptedInject(testApp.app, {
      method: 'POST',
      url: SESSION_PATHS.login,
      payload: {
        type: 'sms',
        username: '',
        password: '',
        mobileNum: member.mobileNum,
        countryDialingCode: member.countryDialingCode,
        verificationCode: await latestCode(testApp.app, `63${member.mobileNum}`),
      },
      headers: { 'x-forwarded-for': newIp() },
    });
    expect(reply.json()).toMatchObject({
      errorCode: 'login_verification_required',
      value: { method: 'EMAIL' },
    });
  });

  it('refuse an unknown token', async () => {
    const reply = await verify({ verificationToken: 'f'.repeat(64), method: 'PAYEE' }, 'anything');
    expect(reply.json().errorCode).toBe('second_factor_invalid');
  });

  it('come only after the right password, and never for members without a second factor', async () => {
    const member = await createMember('AUTHENTICATOR');
    const wrongPassword = await logIn(
      testApp.app,
      { ...member, password: 'wrong1' },
      {},
      { 'x-forwarded-for': newIp() },
    );
    expect(wrongPassword.json().errorCode).toBe('error_password');
    const demo = await logIn(
      testApp.app,
      { username: 'demo_player', password: DEMO_PASSWORD },
      {},
      {
        'x-forwarded-for': newIp(),
      },
    );
    expect(demo.statusCode).toBe(200);
  });
});
