import { describe, expect, it } from 'vitest';
import type { TRegisterSettings } from '@site/contracts';
import {
  registerFieldErrors,
  registrationPage,
  toWireRegisterRequest,
  type TRegisterInputValues,
} from './register-request.js';

const rule = (overrides: Partial<TRegisterSettings[string]>) => ({
  enabled: true,
  required: false,
  ...overrides,
});

const settings: TRegisterSettings = {
  username: rule({ required: true, minLength: 6, maxLength: 16, patternId: 1 }),
  password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 5 }),
  email: rule({ patternId: 3 }),
  mobileNum: rule({ required: true, minLength: 7, maxLength: 15, patternId: 6 }),
  affiliateCode: rule({ acceptedPattern: '*', maxLength: 8 }),
  qqNum: rule({ enabled: false, required: true }),
};

const input = (overrides: Partial<TRegisterInputValues> = {}): TRegisterInputValues => ({
  username: 'newplayer1',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  mobileNum: '09171234567',
  agree: true,
  ...overrides,
});

describe('registerFieldErrors', () => {
  it('accepts input that meets every enabled rule', () => {
    expect(registerFieldErrors(input(), settings)).toBeNull();
  });

  it('asks for required fields and reports broken patterns with their help key', () => {
    expect(
      registerFieldErrors(
        input({ username: '1abc', mobileNum: undefined, email: 'nope', affiliateCode: 'x'.repeat(9) }),
        settings,
      ),
    ).toEqual({
      username: 'reg_pattern_1',
      mobileNum: 'validation.required',
      email: 'reg_pattern_3',
      affiliateCode: 'validation.pattern',
    });
  });

  it('ignores disabled fields, even required ones', () => {
    expect(registerFieldErrors(input({ qqNum: 'whatever' }), settings)).toBeNull();
  });
});

describe('toWireRegisterRequest', () => {
  it('sends shown fields, the WEB method, login and where the visitor registered', () => {
    const request = toWireRegisterRequest(
      input({ qqNum: '123', email: '' }),
      settings,
      registrationPage('http://localhost:3000', null),
    );
    expect(request).toEqual({
      username: 'newplayer1',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: '09171234567',
      domain: 'localhost',
      registerUrl: 'http://localhost:3000/register',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it("sends a referral link's code whatever the register settings show", () => {
    const request = toWireRegisterRequest(
      input({ referralCode: 'AB12CD34' }),
      settings,
      registrationPage('http://localhost:3000', null),
    );
    expect(request.referralCode).toBe('AB12CD34');
    expect(toWireRegisterRequest(input(), settings, registrationPage(null, null))).not.toHaveProperty(
      'referralCode',
    );
  });

  it('falls back to the public URL for the registration page', () => {
    expect(registrationPage(null, 'https://play.example/x')).toEqual({
      domain: 'play.example',
      registerUrl: 'https://play.example/register',
    });
  });
});
