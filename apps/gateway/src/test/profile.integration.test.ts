import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAvatarOutput, TProfileOutput, TSecurityConfigOutput } from '@site/contracts';
import { okData, signedInQaMember, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { latestCode, smsAddress, unusedMobileNumber } from './qa-outbox.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

const signedIn = (kind: 'player' | 'trial' = 'player') => signedInQaMember(stack.app, stack.mock, kind);

type TQaProfile = { language: string | null; avatar: { avatar: string } };
const qaProfileOf = (username: string) => stack.mock.qa<TQaProfile>('GET', `/members/${username}/profile`);

describe('who may use the profile procedures', () => {
  it.each([
    ['account.avatar', 'query', undefined],
    ['account.profile', 'query', undefined],
    ['account.security', 'query', undefined],
    ['account.changeAvatar', 'mutate', { id: '1' }],
    ['account.updateProfile', 'mutate', { nickname: 'x' }],
    ['account.sendMobileSms', 'mutate', { mobileNum: '9171234567', countryDialingCode: '+63' }],
    ['account.setLanguage', 'mutate', { language: 'TY' }],
  ] as const)('%s: a guest is 401 not_logged_in', async (path, kind, input) => {
    const guest = new GatewayVisitor(stack.app);
    const result = kind === 'query' ? await guest.query(path) : await guest.mutate(path, input);
    expect([result.status, result.error?.data.key]).toEqual([401, 'not_logged_in']);
  });

  it('refuses a trial session the profile, but takes its language', async () => {
    const { visitor, account } = await signedIn('trial');
    const profile = await visitor.query('account.profile');
    expect([profile.status, profile.error?.data.key]).toEqual([403, 'in_need_true_account']);
    okData(await visitor.mutate('account.setLanguage', { language: 'TY' }));
    expect((await qaProfileOf(account.username)).language).toBe('TY');
  });
});

describe('avatar', () => {
  it("shows the member's avatar and the choices, and changes it", async () => {
    const { visitor, account } = await signedIn();
    const before = okData(await visitor.query<TAvatarOutput>('account.avatar'));
    expect(before.current).toEqual({ id: '0', type: 'STATIC' });
    expect(before.choices.map((choice) => choice.id)).toContain('6');

    expect(okData(await visitor.mutate('account.changeAvatar', { id: '6' }))).toEqual({
      id: '6',
      type: 'STATIC',
    });
    expect(okData(await visitor.query<TAvatarOutput>('account.avatar')).current.id).toBe('6');
    expect((await qaProfileOf(account.username)).avatar.avatar).toBe('6');

    const unknown = await visitor.mutate('account.changeAvatar', { id: '42' });
    expect([unknown.status, unknown.error?.data.key]).toEqual([400, 'validation_failed']);
  });
});

describe('profile fields', () => {
  it('saves the enabled fields and the nickname shows in me', async () => {
    const { visitor } = await signedIn();
    const before = okData(await visitor.query<TProfileOutput>('account.profile'));
    expect(before.fields.find((field) => field.field === 'nickname')).toMatchObject({
      isRequired: true,
      maxLength: 20,
    });
    const saved = okData(
      await visitor.mutate<TProfileOutput>('account.updateProfile', {
        nickname: 'Lucky Juan',
        birthday: '1991-07-15',
        nationality: 'Filipino',
      }),
    );
    expect(Object.fromEntries(saved.fields.map((field) => [field.field, field.value]))).toMatchObject({
      nickname: 'Lucky Juan',
      birthday: '1991-07-15',
      nationality: 'Filipino',
      telegram: '',
    });
    const me = okData(await visitor.query<{ member: { nickname: string } }>('session.me'));
    expect(me.member.nickname).toBe('Lucky Juan');
  });

  it("refuses a future birthday before the upstream, and the merchant's refusals with the field's message", async () => {
    const { visitor } = await signedIn();
    const future = await visitor.mutate('account.updateProfile', { nickname: 'a', birthday: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.error?.data).toMatchObject({
      key: 'validation_failed',
      fieldErrors: { birthday: 'profile.birthday_invalid' },
    });
    const disabled = await visitor.mutate('account.updateProfile', { zalo: '0901234567' });
    expect(disabled.status).toBe(400);
    expect(disabled.error?.data).toMatchObject({
      key: 'validation_failed',
      fieldErrors: { zalo: expect.any(String) },
    });
  });
});

describe('security centre: binding a mobile number', () => {
  it('texts a code, binds the number with it and reports it verified', async () => {
    const { visitor } = await signedIn();
    const before = okData(await visitor.query<TSecurityConfigOutput>('account.security'));
    expect(before).toMatchObject({ mobile: null, isMobileVerified: false });

    const mobileNum = unusedMobileNumber();
    const phone = { mobileNum, countryDialingCode: '+63' };
    const sent = okData(await visitor.mutate<{ expiresInSeconds: number }>('account.sendMobileSms', phone));
    expect(sent.expiresInSeconds).toBe(300);
    const code = await latestCode(stack.mock, smsAddress('+63', mobileNum), 'bind_mobile');

    const after = okData(
      await visitor.mutate<TSecurityConfigOutput>('account.verifyMobile', {
        ...phone,
        verificationCode: code,
      }),
    );
    expect(after.isMobileVerified).toBe(true);
    expect(after.mobile).toMatch(/^\+63 917\*+\d{3}$/);
  });

  it('answers a wrong code with sms_invalid_code', async () => {
    const { visitor } = await signedIn();
    const phone = { mobileNum: unusedMobileNumber(), countryDialingCode: '+63' };
    okData(await visitor.mutate('account.sendMobileSms', phone));
    const wrong = await visitor.mutate('account.verifyMobile', { ...phone, verificationCode: 'nope' });
    expect([wrong.status, wrong.error?.data.key]).toEqual([400, 'sms_invalid_code']);
  });
});

describe('language', () => {
  it('tells the upstream, whose member info then reports it', async () => {
    const { visitor, account } = await signedIn();
    okData(await visitor.mutate('account.setLanguage', { language: 'TY' }));
    expect((await qaProfileOf(account.username)).language).toBe('TY');
    const unknown = await visitor.mutate('account.setLanguage', { language: 'FR' });
    expect([unknown.status, unknown.error?.data.key]).toEqual([400, 'validation_failed']);
  });
});
