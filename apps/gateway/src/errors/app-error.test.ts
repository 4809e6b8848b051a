import { describe, expect, it } from 'vitest';
import { AppError, trpcCodeForKey } from './app-error.js';

describe('statuses of gateway keys', () => {
  it.each([
    ['forbidden_origin', 'FORBIDDEN'],
    ['too_many_requests', 'TOO_MANY_REQUESTS'],
    ['not_logged_in', 'UNAUTHORIZED'],
    ['validation_failed', 'BAD_REQUEST'],
    ['username_taken', 'BAD_REQUEST'],
  ] as const)('%s → %s', (key, code) => {
    expect(trpcCodeForKey(key)).toBe(code);
    expect(new AppError({ key }).code).toBe(code);
  });
});
