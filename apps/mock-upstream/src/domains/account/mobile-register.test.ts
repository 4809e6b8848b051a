import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, SESSION_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import { referralInvitations } from '../../db/schema-rewards.js';
import { DEMO_REFERRAL_CODE } from '../../seed/data/rewards-promotions.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import {
  createInMemoryMock,
  encryptedInject,
  latestCode,
  logIn,
  postJson,
  qa,
  register,
  type TInMemoryMock,
} from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());
// Tests switch flags: each starts from the seed (REGMOBVERF3 on, MOBILENUMPASSREG3 off).
beforeEach(async () => {
  await qa(testApp.app, '/reset', {});
});

let numberCounter = 0;
const newNumber = () => `91700${String(++numberCounter).padStart(5, '0')}`;

const sendRegisterCode = async (mobileNum: string) => {
  await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
    mobileNo: mobileNum,
    countryDialingCode: '+63',
  });
  return latestCode(testApp.app, `63${mobileNum}`);
};

const registerByMobile = (fields: Record<string, unknown>) =>
  encryptedInject(testApp.app, {
    method: 'PUT',
    url: ACCOUNT_PATHS.registerMobile,
    payload: {
      username: fields.mobileNum,
      password: '',
      confirmPassword: '',
      countryDialingCode: '+63',
      ...fields,
    },
  });

const setFlag = (flag: string, enabled: boolean) => qa(testApp.app, '/whitelabel', { flag, enabled });

describe('registration by mobile number (/wps/member/register/mobile)', () => {
  it('registers with the SMS code and no password, and the member signs in by SMS', async () => {
    const mobileNum = newNumber();
    const reply = await registerByMobile({ mobileNum, verificationCode: await sendRegisterCode(mobileNum) });
    expect(reply.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(reply.json().value);
    expect(login).toMatchObject({ userName: mobileNum, customerType: 0, firstTimeLogin: true });

    await postJson(testApp.app, SESSION_PATHS.smsLoginCode, { mobileNum, countryDialingCode: '+63' });
    const smsLogin = await encryptedInject(testApp.app, {
      method: 'POST',
      url: SESSION_PATHS.login,
      payload: {
        type: 'sms',
        username: '',
        password: '',
        mobileNum,
        countryDialingCode: '+63',
        verificationCode: await latestCode(testApp.app, `63${mobileNum}`),
      },
    });
    expect(smsLogin.json().value.userName).toBe(mobileNum);

    const again = await registerByMobile({ mobileNum, verificationCode: '123456' });
    expect(again.json().errorCode).toBe('mobile_taken');
  });

  it('answers sms_invalid_code for a wrong code and validation_failed without one', async () => {
    const mobileNum = newNumber();
    const code = await sendRegisterCode(mobileNum);
    const wrong = await registerByMobile({
      mobileNum,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('sms_invalid_code');
    const missing = await registerByMobile({ mobileNum });
    expect(missing.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { verificationCode: 'validation.verification_code' } },
    });
    const otherUsername = await registerByMobile({ mobileNum, username: 'someone1', verificationCode: code });
    expect(otherUsername.json().value.fieldErrors).toEqual({ username: 'validation.invalid' });
    const badNumber = await registerByMobile({ mobileNum: '12', verificationCode: code });
    expect(badNumber.json().value.fieldErrors).toEqual({ mobileNum: 'reg_pattern_6' });
  });

  it('asks for a password with MOBILENUMPASSREG3, which then logs in with the number', async () => {
    await setFlag('MOBILENUMPASSREG3', true);
    const mobileNum = newNumber();
    const code = await sendRegisterCode(mobileNum);
    const noPassword = await registerByMobile({ mobileNum, verificationCode: code });
    expect(noPassword.json().value.fieldErrors).toEqual({ password: 'validation.required' });
    const mismatch = await registerByMobile({
      mobileNum,
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12346',
    });
    expect(mismatch.json().value.fieldErrors).toEqual({ confirmPassword: 'inconsistent_twice' });

    const reply = await registerByMobile({
      mobileNum,
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(reply.statusCode).toBe(200);
    expect((await logIn(testApp.app, { username: mobileNum, password: 'abc12345' })).statusCode).toBe(200);
  });

  it('needs no code with REGMOBVERF3 off, and is refused with MOBILENUMREG3 off', async () => {
    await setFlag('REGMOBVERF3', false);
    const reply = await registerByMobile({ mobileNum: newNumber() });
    expect(reply.statusCode).toBe(200);

    await setFlag('MOBILENUMREG3', false);
    const off = await registerByMobile({ mobileNum: newNumber() });
    expect(off.statusCode).toBe(400);
    expect(off.json().errorCode).toBe('function.not.available');
  });

  it('checks the affiliate code', async () => {
    await setFlag('REGMOBVERF3', false);
    const reply = await registerByMobile({ mobileNum: newNumber(), affiliateCode: 'NOSUCH' });
    expect(reply.json().errorCode).toBe('invitation_code_error');
  });
});

describe('username registration with a mobile number (REGMOBVERF3)', () => {
  const player = (mobileNum: string, extra: Record<string, unknown>) => ({
    username: `mob${mobileNum}`,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum,
    countryDialingCode: '+63',
    ...extra,
  });

  it('needs the register code sent to that number', async () => {
    const mobileNum = newNumber();
    const code = await sendRegisterCode(mobileNum);
    const wrong = await register(
      testApp.app,
      player(mobileNum, { verificationCode: code === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.json().errorCode).toBe('sms_invalid_code');
    const right = await register(testApp.app, player(mobileNum, { verificationCode: code }));
    expect(right.statusCode).toBe(200);
  });

  it('takes the number without a code when REGMOBVERF3 is off', async () => {
    await setFlag('REGMOBVERF3', false);
    const reply = await register(testApp.app, player(newNumber(), {}));
    expect(reply.statusCode).toBe(200);
  });
});

describe('registration by mobile number with a referral code', () => {
  it('links the new member to the code’s owner, and refuses an unknown code', async () => {
    const unknown = newNumber();
    const refused = await registerByMobile({
      mobileNum: unknown,
      verificationCode: await sendRegisterCode(unknown),
      referralCode: 'NOSUCH99',
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'invitation_code_error']);

    const mobileNum = newNumber();
    const reply = await registerByMobile({
      mobileNum,
      verificationCode: await sendRegisterCode(mobileNum),
      referralCode: DEMO_REFERRAL_CODE,
    });
    expect(reply.statusCode).toBe(200);
    const invitation = testApp.db
      .select({ inviterMemberId: referralInvitations.inviterMemberId })
      .from(referralInvitations)
      .where(eq(referralInvitations.inviteeMemberId, memberIdOf(testApp.db, mobileNum)))
      .get();
    expect(invitation).toEqual({ inviterMemberId: memberIdOf(testApp.db, 'demo_player') });
  });
});
