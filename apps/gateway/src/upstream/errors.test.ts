import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appError } from '../errors/app-error.js';
import { toAppError } from './errors.js';
import { UpstreamError } from './upstream-error.js';

const rejected = (status: number, errorCode?: string, value?: unknown) =>
  new UpstreamError({ kind: 'rejected', call: 'POST /wps/session/login', status, errorCode, value });

describe('toAppError', () => {
  it('passes a known upstream code through as the key, as a 400', () => {
    const error = toAppError(rejected(400, 'error_password'));
    expect(error.errorData).toEqual({ key: 'error_password' });
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('passes wire codes such as function.not.available through', () => {
    expect(toAppError(rejected(400, 'function.not.available')).errorData.key).toBe('function.not.available');
  });

  it('maps the game codes of docs/history/games-interfaces.md', () => {
    expect(toAppError(rejected(500, '#727'))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      errorData: { key: 'system_busy' },
    });
    expect(toAppError(rejected(400, '#734'))).toMatchObject({
      code: 'BAD_REQUEST',
      errorData: { key: 'game_round_open' },
    });
    for (const key of ['game_maintenance', 'game_not_found', 'insufficient_balance'] as const) {
      expect(toAppError(rejected(400, key))).toMatchObject({ code: 'BAD_REQUEST', errorData: { key } });
    }
    expect(toAppError(rejected(403, 'in_need_true_account'))).toMatchObject({
      code: 'FORBIDDEN',
      errorData: { key: 'in_need_true_account' },
    });
  });

  it('passes the cashier keys through with the status the upstream gives them', () => {
    const expected = {
      single_wallet: 'BAD_REQUEST',
      amount_out_of_range: 'BAD_REQUEST',
      invalid_proof_image: 'BAD_REQUEST',
      payment_password_not_set: 'BAD_REQUEST',
      payment_password_incorrect: 'BAD_REQUEST',
      bank_card_limit: 'BAD_REQUEST',
      no_upline: 'BAD_REQUEST',
      nothing_to_claim: 'BAD_REQUEST',
      deposit_not_allowed: 'FORBIDDEN',
      wallet_not_found: 'NOT_FOUND',
      channel_not_found: 'NOT_FOUND',
      bank_card_not_found: 'NOT_FOUND',
      withdrawal_not_found: 'NOT_FOUND',
      message_not_found: 'NOT_FOUND',
      request_conflict: 'CONFLICT',
      payment_password_exists: 'CONFLICT',
      withdrawal_pending: 'CONFLICT',
      withdrawal_not_confirmable: 'CONFLICT',
      payment_password_locked: 'TOO_MANY_REQUESTS',
    } as const;
    for (const [key, code] of Object.entries(expected)) {
      expect(toAppError(rejected(400, key)), key).toMatchObject({ code, errorData: { key } });
    }
  });

  it("passes a lock's retryAfterSeconds on as a hint", () => {
    expect(toAppError(rejected(429, 'payment_password_locked', { retryAfterSeconds: 900 }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      errorData: { key: 'payment_password_locked', hint: { retryAfterSeconds: 900 } },
    });
    expect(
      toAppError(rejected(429, 'payment_password_locked', { retryAfterSeconds: 'soon' })).errorData,
    ).toEqual({
      key: 'payment_password_locked',
    });
  });

  it('passes a responsible gaming limit on as hint.limit, what it leaves in minor units', () => {
    const limit = { type: 'deposit', period: 'day', left: '1000.01', resetsAt: '1764432000000', extra: 1 };
    expect(toAppError(rejected(400, 'deposit_limit_reached', { limit }))).toMatchObject({
      code: 'BAD_REQUEST',
      errorData: { key: 'deposit_limit_reached' },
    });
    expect(toAppError(rejected(400, 'deposit_limit_reached', { limit })).errorData).toEqual({
      key: 'deposit_limit_reached',
      hint: { limit: { type: 'deposit', period: 'day', left: 100_001, resetsAt: 1_764_432_000_000 } },
    });
  });

  it('keeps the minutes of a play-time limit as they are', () => {
    const limit = { type: 'play_time', period: 'day', left: 45, resetsAt: 1_764_432_000_000 };
    expect(toAppError(rejected(400, 'play_time_limit_reached', { limit })).errorData.hint).toEqual({
      limit: { type: 'play_time', period: 'day', left: 45, resetsAt: 1_764_432_000_000 },
    });
  });

  it('passes a restriction on as hint.restriction, as 403 account_restricted', () => {
    const restriction = { kind: 'time_out', since: 1_764_300_000_000, until: 1_764_386_400_000 };
    const error = toAppError(rejected(403, 'account_restricted', { restriction }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.errorData).toEqual({ key: 'account_restricted', hint: { restriction } });
    const listed = { kind: 'restricted', since: 1_764_300_000_000, until: null };
    expect(toAppError(rejected(403, 'account_restricted', { restriction: listed })).errorData.hint).toEqual({
      restriction: listed,
    });
  });

  it('drops a limit or restriction that does not parse, keeping the rest', () => {
    const restriction = { kind: 'self_exclusion', since: 1, until: 2 };
    for (const limit of [
      { type: 'bets', period: 'day', left: 1, resetsAt: 2 },
      { type: 'deposit', period: 'year', left: 1, resetsAt: 2 },
      { type: 'deposit', period: 'day', left: 'lots', resetsAt: 2 },
      { type: 'deposit', period: 'day', left: 1 },
      'deposit',
      null,
    ]) {
      expect(
        toAppError(rejected(400, 'deposit_limit_reached', { limit })).errorData,
        JSON.stringify(limit),
      ).toEqual({
        key: 'deposit_limit_reached',
      });
      expect(toAppError(rejected(403, 'account_restricted', { limit, restriction })).errorData.hint).toEqual({
        restriction,
      });
    }
    expect(
      toAppError(
        rejected(403, 'account_restricted', { restriction: { kind: 'banned', since: 1, until: null } }),
      ).errorData,
    ).toEqual({ key: 'account_restricted' });
    expect(
      toAppError(rejected(403, 'account_restricted', { restriction: { kind: 'time_out', since: 1 } }))
        .errorData,
    ).toEqual({ key: 'account_restricted' });
  });

  it('maps the other responsible gaming keys to their statuses', () => {
    const expected = {
      loss_limit_reached: 'BAD_REQUEST',
      wager_limit_reached: 'BAD_REQUEST',
      break_shorter_than_current: 'BAD_REQUEST',
      limit_change_not_found: 'NOT_FOUND',
      limit_change_not_due: 'CONFLICT',
      return_not_available: 'CONFLICT',
    } as const;
    for (const [key, code] of Object.entries(expected)) {
      expect(toAppError(rejected(400, key)), key).toMatchObject({ code, errorData: { key } });
    }
  });

  it('maps any 401 to login.not.session (UNAUTHORIZED)', () => {
    for (const error of [
      rejected(401, 'login.not.session'),
      rejected(401),
      rejected(401, 'something.else'),
    ]) {
      const mapped = toAppError(error);
      expect(mapped.errorData.key).toBe('login.not.session');
      expect(mapped.code).toBe('UNAUTHORIZED');
    }
  });

  it('maps network failures and timeouts to in_network_again (503)', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const mapped = toAppError(new UpstreamError({ kind, call: 'GET /wps/system/status' }));
      expect(mapped.errorData.key).toBe('in_network_again');
      expect(mapped.code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('maps a call the open circuit breaker refused to upstream_unavailable (503)', () => {
    const mapped = toAppError(new UpstreamError({ kind: 'unavailable', call: 'GET /wps/system/status' }));
    expect(mapped.errorData).toEqual({ key: 'upstream_unavailable' });
    expect(mapped.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('maps a 502–504 without a known code to in_network_again (502)', () => {
    const mapped = toAppError(rejected(503));
    expect(mapped.errorData.key).toBe('in_network_again');
    expect(mapped.code).toBe('BAD_GATEWAY');
  });

  it('maps unknown codes to unknown_error: 400 when the upstream blamed the input, else 502', () => {
    expect(toAppError(rejected(400, 'weird.code'))).toMatchObject({
      code: 'BAD_REQUEST',
      errorData: { key: 'unknown_error' },
    });
    expect(toAppError(rejected(500, 'weird.code'))).toMatchObject({
      code: 'BAD_GATEWAY',
      errorData: { key: 'unknown_error' },
    });
    expect(toAppError(rejected(200))).toMatchObject({
      code: 'BAD_GATEWAY',
      errorData: { key: 'unknown_error' },
    });
  });

  it('maps a malformed reply to unknown_error (502)', () => {
    const mapped = toAppError(new UpstreamError({ kind: 'bad-reply', call: 'GET /wps/member/info' }));
    expect(mapped).toMatchObject({ code: 'BAD_GATEWAY', errorData: { key: 'unknown_error' } });
  });

  it('carries the captcha hint of a failed login', () => {
    expect(toAppError(rejected(400, 'error_password', { captcha: true })).errorData).toEqual({
      key: 'error_password',
      hint: { captcha: true },
    });
    expect(toAppError(rejected(400, 'error_password', { captcha: false })).errorData.hint).toBeUndefined();
  });

  it('carries the field errors of a validation failure, strings only', () => {
    const mapped = toAppError(
      rejected(400, 'validation_failed', { fieldErrors: { username: 'reg_pattern_1', bogus: 42 } }),
    );
    expect(mapped.errorData).toEqual({
      key: 'validation_failed',
      fieldErrors: { username: 'reg_pattern_1' },
    });
  });

  it('unwraps an upstream failure that tRPC wrapped', () => {
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: rejected(400, 'username_taken') });
    expect(toAppError(wrapped).errorData.key).toBe('username_taken');
  });

  it('keeps an AppError and turns anything else into an internal unknown_error', () => {
    const known = appError('not_logged_in');
    expect(toAppError(known)).toBe(known);
    expect(toAppError(new Error('boom'))).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      errorData: { key: 'unknown_error' },
    });
  });

  it('never lets the failure value into a logged form of the error', () => {
    const error = rejected(400, 'error_password', { captcha: true, secret: 'x' });
    expect(JSON.stringify({ ...error })).not.toContain('secret');
    expect(error.message).toBe('upstream POST /wps/session/login: rejected (400 error_password)');
  });
});
