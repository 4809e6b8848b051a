import { describe, expect, it } from 'vitest';
import { registerSettings } from '../../../test/fixtures';
import { registerFormFields } from './register-fields';
import { type TRegisterValues, validateRegistration } from './register-validation';
import { emptyRegisterValues } from './use-register-form';

const values = (overrides: Partial<TRegisterValues> = {}): TRegisterValues => ({
  ...emptyRegisterValues(),
  username: 'player01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  ...overrides,
});

describe('register fields', () => {
  it('always has username, password and confirmation; others only when enabled', () => {
    const names = registerFormFields(registerSettings({ username: { enabled: false, required: false } })).map(
      (field) => [field.name, field.isRequired],
    );
    expect(names).toEqual([
      ['username', true],
      ['password', true],
      ['confirmPassword', true],
      ['email', false],
    ]);
  });
});

describe('register validation', () => {
  const fields = registerFormFields(registerSettings());

  it('accepts a valid form', () => {
    expect(validateRegistration(fields, values(), true)).toEqual({});
  });

  it('uses the rule patterns, lengths and the zod messages', () => {
    expect(validateRegistration(fields, values({ username: 'abc' }), true)).toEqual({
      username: 'reg_pattern_1',
    });
    expect(validateRegistration(fields, values({ email: 'not-an-email' }), true)).toEqual({
      email: 'reg_pattern_3',
    });
    expect(validateRegistration(fields, values({ username: '  ' }), true)).toEqual({
      username: 'validation.required',
    });
    expect(validateRegistration(fields, values({ confirmPassword: 'other' }), true)).toEqual({
      confirmPassword: 'inconsistent_twice',
    });
    expect(validateRegistration(fields, values(), false)).toEqual({ agree: 'validation.terms_required' });
  });

  it('leaves empty optional fields alone', () => {
    expect(validateRegistration(fields, values({ email: '   ' }), true)).toEqual({});
  });
});
