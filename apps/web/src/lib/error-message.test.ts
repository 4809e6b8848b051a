import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorKeyOf, fieldErrorsOf, needsCaptcha } from './error-message';

const clientError = (data: unknown) =>
  TRPCClientError.from({ error: { message: 'x', code: -32600, data } } as never);

describe('error keys', () => {
  it('reads the catalogue key, field errors and captcha hint', () => {
    const error = clientError({
      key: 'validation_failed',
      fieldErrors: { username: 'reg_pattern_1' },
      httpStatus: 400,
    });
    expect(errorKeyOf(error)).toBe('validation_failed');
    expect(fieldErrorsOf(error)).toEqual({ username: 'reg_pattern_1' });
    expect(needsCaptcha(clientError({ key: 'error_password', hint: { captcha: true } }))).toBe(true);
    expect(needsCaptcha(clientError({ key: 'error_password' }))).toBe(false);
  });

  it('treats failures without gateway data as network problems', () => {
    expect(errorKeyOf(new TRPCClientError('fetch failed'))).toBe('in_network_again');
    expect(errorKeyOf(new Error('boom'))).toBe('unknown_error');
    expect(errorKeyOf(clientError({ key: 'not-a-key', httpStatus: 503 }))).toBe('in_network_again');
  });
});
