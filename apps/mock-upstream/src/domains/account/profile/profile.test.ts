import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, BIND_MOBILE_OPERATION_TYPE, SESSION_PATHS, STATIC_AVATAR_IDS } from '@site/contracts';
import {
  createInMemoryMock,
  latestCode,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../../test/test-app.js';

type TQaMember = {
  username: string;
  token: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
};

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const newMember = async (kind: 'player' | 'trial' | 'mobile' = 'player') =>
  (await qa(mock.app, '/members', { kind })).json<TQaMember>();

const call = (
  token: string | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  mock.app.inject({
    method,
    url,
    headers: token ? withToken(token) : MERCHANT_HEADERS,
    ...(payload ? { payload } : {}),
  });

const errorCodeOf = (reply: { json: () => unknown }) => (reply.json() as { errorCode?: string }).errorCode;
const valueOf = <T>(reply: { json: () => unknown }) => (reply.json() as { value: T }).value;

const REAL_MEMBER_CALLS = [
  ['GET', ACCOUNT_PATHS.playerAvatar],
  ['GET', ACCOUNT_PATHS.avatarChoices],
  ['PUT', ACCOUNT_PATHS.changeAvatar],
  ['GET', ACCOUNT_PATHS.profile],
  ['PUT', ACCOUNT_PATHS.updateProfile],
  ['GET', ACCOUNT_PATHS.securityConfig],
  ['POST', ACCOUNT_PATHS.bindMobileCode],
  ['POST', ACCOUNT_PATHS.bindMobileVerify],
] as const;

describe('who may call the profile calls', () => {
  it.each([...REAL_MEMBER_CALLS, ['PUT', ACCOUNT_PATHS.language] as const])(
    '%s %s without a token: 401 login.not.session, before the body is read',
    async (method, url) => {
      const reply = await call(null, method, url, method === 'GET' ? undefined : { nonsense: 1 });
      expect(reply.statusCode).toBe(401);
      expect(errorCodeOf(reply)).toBe('login.not.session');
    },
  );

  it.each(REAL_MEMBER_CALLS)('%s %s of a trial member: 403 in_need_true_account', async (method, url) => {
    const trial = await newMember('trial');
    const reply = await call(trial.token, method, url, method === 'GET' ? undefined : {});
    expect(reply.statusCode).toBe(403);
    expect(errorCodeOf(reply)).toBe('in_need_true_account');
  });
});

describe('avatar', () => {
  it("starts at the merchant's first avatar, offers the seeded ones and keeps the member's choice", async () => {
    const member = await newMember();
    const before = await call(member.token, 'GET', ACCOUNT_PATHS.playerAvatar);
    expect(valueOf(before)).toEqual({ avatar: '0', avatarType: 'STATIC' });
    const choices = valueOf<{ avatar: string }[]>(
      await call(member.token, 'GET', ACCOUNT_PATHS.avatarChoices),
    );
    expect(choices.map((choice) => choice.avatar)).toEqual([...STATIC_AVATAR_IDS]);

    const changed = await call(member.token, 'PUT', ACCOUNT_PATHS.changeAvatar, {
      avatar: '5',
      avatarType: 'STATIC',
    });
    expect(valueOf(changed)).toEqual({ avatar: '5', avatarType: 'STATIC' });
    expect(valueOf(await call(member.token, 'GET', ACCOUNT_PATHS.playerAvatar))).toEqual({
      avatar: '5',
      avatarType: 'STATIC',
    });
  });

  it('refuses an avatar the merchant does not offer, or a body without a type', async () => {
    const member = await newMember();
    const unknown = await call(member.token, 'PUT', ACCOUNT_PATHS.changeAvatar, {
      avatar: '99',
      avatarType: 'STATIC',
    });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([400, 'validation_failed']);
    const untyped = await call(member.token, 'PUT', ACCOUNT_PATHS.changeAvatar, { avatar: '1' });
    expect([untyped.statusCode, errorCodeOf(untyped)]).toEqual([400, 'validation_failed']);
  });
});

type TProfileValue = { fields: { field: string; required: boolean; value: string | null }[] };

describe('profile fields', () => {
  it("lists the merchant's enabled fields in its order, with which are required", async () => {
    const member = await newMember();
    const profile = valueOf<TProfileValue>(await call(member.token, 'GET', ACCOUNT_PATHS.profile));
    expect(profile.fields.map(({ field, required }) => [field, required])).toEqual([
      ['nickname', true],
      ['birthday', true],
      ['telegram', false],
      ['nationality', false],
      ['address', false],
      ['occupation', false],
      ['incomeSource', false],
    ]);
  });

  it('saves the sent fields, clears an empty optional one, and member info shows the nickname', async () => {
    const member = await newMember();
    const saved = await call(member.token, 'PUT', ACCOUNT_PATHS.updateProfile, {
      nickname: 'Lucky Juan',
      birthday: '1990-02-28',
      telegram: '@luckyjuan',
      occupation: 'Engineer',
    });
    expect(saved.statusCode).toBe(200);
    const byField = (value: TProfileValue) =>
      Object.fromEntries(value.fields.map((field) => [field.field, field.value]));
    expect(byField(valueOf<TProfileValue>(saved))).toMatchObject({
      nickname: 'Lucky Juan',
      birthday: '1990-02-28',
      telegram: '@luckyjuan',
      occupation: 'Engineer',
      address: null,
    });

    const cleared = await call(member.token, 'PUT', ACCOUNT_PATHS.updateProfile, { telegram: '' });
    expect(byField(valueOf<TProfileValue>(cleared))).toMatchObject({
      telegram: null,
      nickname: 'Lucky Juan',
    });
    const info = valueOf<{ nickname: string }>(await call(member.token, 'GET', SESSION_PATHS.memberInfo));
    expect(info.nickname).toBe('Lucky Juan');
  });

  it.each([
    ['a field the merchant does not enable', { zalo: '0901234567' }, 'zalo'],
    ['a required field left empty', { nickname: ' ', birthday: '1990-01-01' }, 'nickname'],
    ['a birthday in the future', { nickname: 'x', birthday: '2999-01-01' }, 'birthday'],
    ['a birthday that is no date', { nickname: 'x', birthday: '1990-02-30' }, 'birthday'],
    ['a value over its length', { nickname: 'x'.repeat(21), birthday: '1990-01-01' }, 'nickname'],
  ])(
    'refuses %s with 400 validation_failed naming the field, changing nothing',
    async (_label, body, field) => {
      const member = await newMember();
      const reply = await call(member.token, 'PUT', ACCOUNT_PATHS.updateProfile, body);
      expect([reply.statusCode, errorCodeOf(reply)]).toEqual([400, 'validation_failed']);
      expect(
        (reply.json() as { value: { fieldErrors: Record<string, string> } }).value.fieldErrors,
      ).toHaveProperty(field);
      const profile = valueOf<TProfileValue>(await call(member.token, 'GET', ACCOUNT_PATHS.profile));
      expect(profile.fields.find((entry) => entry.field === 'birthday')?.value).toBeNull();
    },
  );

  it('refuses a field no profile has', async () => {
    const member = await newMember();
    const reply = await call(member.token, 'PUT', ACCOUNT_PATHS.updateProfile, { favouriteColour: 'red' });
    expect([reply.statusCode, errorCodeOf(reply)]).toEqual([400, 'validation_failed']);
  });
});

describe('language', () => {
  it('stores the language, which member info and QA then report, for a trial session too', async () => {
    for (const kind of ['player', 'trial'] as const) {
      const member = await newMember(kind);
      const reply = await call(member.token, 'PUT', ACCOUNT_PATHS.language, { language: 'TY' });
      expect(reply.statusCode).toBe(200);
      const info = valueOf<{ language: string }>(await call(member.token, 'GET', SESSION_PATHS.memberInfo));
      expect(info.language).toBe('TY');
      const seen = (await qa(mock.app, `/members/${member.username}/profile`)).json<{ language: string }>();
      expect(seen.language).toBe('TY');
    }
  });

  it('refuses a language the merchant does not offer', async () => {
    const member = await newMember();
    const reply = await call(member.token, 'PUT', ACCOUNT_PATHS.language, { language: 'FR' });
    expect([reply.statusCode, errorCodeOf(reply)]).toEqual([400, 'validation_failed']);
  });
});

type TSecurity = { mobileNum: string | null; isMobileVerified: boolean; hasPaymentPassword: boolean };

describe('security config and binding a mobile number', () => {
  const PHONE = { countryDialingCode: '+63', mobileNum: '9170001234' };

  it('binds a number proven by the texted code, masked and verified in the security config', async () => {
    const member = await newMember();
    const before = valueOf<TSecurity>(await call(member.token, 'GET', ACCOUNT_PATHS.securityConfig));
    expect(before).toMatchObject({ mobileNum: null, isMobileVerified: false, hasPaymentPassword: false });

    const sent = await call(member.token, 'POST', ACCOUNT_PATHS.bindMobileCode, {
      ...PHONE,
      operationType: BIND_MOBILE_OPERATION_TYPE,
    });
    expect(sent.statusCode).toBe(200);
    expect(valueOf(sent)).toMatchObject({ expiredMinutes: 5 });
    const code = await latestCode(mock.app, `63${PHONE.mobileNum}`);

    const wrong = await call(member.token, 'POST', ACCOUNT_PATHS.bindMobileVerify, {
      ...PHONE,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([400, 'sms_invalid_code']);

    const verified = await call(member.token, 'POST', ACCOUNT_PATHS.bindMobileVerify, {
      ...PHONE,
      verificationCode: code,
    });
    expect(verified.statusCode).toBe(200);
    const after = valueOf<TSecurity>(await call(member.token, 'GET', ACCOUNT_PATHS.securityConfig));
    expect(after).toMatchObject({ mobileNum: '+63 917****234', isMobileVerified: true });
  });

  it("refuses another member's number with mobile_taken", async () => {
    const holder = await newMember('mobile');
    const member = await newMember();
    const reply = await call(member.token, 'POST', ACCOUNT_PATHS.bindMobileCode, {
      mobileNum: holder.mobileNum,
      countryDialingCode: holder.countryDialingCode,
      operationType: BIND_MOBILE_OPERATION_TYPE,
    });
    expect([reply.statusCode, errorCodeOf(reply)]).toEqual([400, 'mobile_taken']);
  });

  it('refuses another operation type and a number that cannot exist', async () => {
    const member = await newMember();
    const otherType = await call(member.token, 'POST', ACCOUNT_PATHS.bindMobileCode, {
      ...PHONE,
      operationType: 1,
    });
    expect([otherType.statusCode, errorCodeOf(otherType)]).toEqual([400, 'validation_failed']);
    const badNumber = await call(member.token, 'POST', ACCOUNT_PATHS.bindMobileCode, {
      countryDialingCode: '+63',
      mobileNum: '12',
      operationType: BIND_MOBILE_OPERATION_TYPE,
    });
    expect([badNumber.statusCode, errorCodeOf(badNumber)]).toEqual([400, 'validation_failed']);
  });
});
