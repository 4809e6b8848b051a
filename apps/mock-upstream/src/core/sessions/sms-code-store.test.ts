import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import {
  consumeSmsCode,
  issueSmsCode,
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_MINUTES,
} from './sms-code-store.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const start = new Date('2030-01-01T00:00:00Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
let phoneCounter = 0;
/** A number of its own per test, so codes never mix. */
const target = () => ({
  merchantId: 1,
  purpose: 'login' as const,
  phone: `63917000${String(++phoneCounter).padStart(4, '0')}`,
});

const errorCodeOf = (run: () => void): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { errorCode?: string }).errorCode;
  }
};

describe('SMS codes', () => {
  it('are six digits, valid for five minutes, and good for one use', () => {
    const to = target();
    const { code, expiresAt } = issueSmsCode(testApp.db, to, start);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toEqual(later(SMS_CODE_MINUTES));
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, ` ${code} `, later(4.9)))).toBeUndefined();
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, code, later(4.9)))).toBe('sms_invalid_code');
  });

  it('expire after five minutes', () => {
    const to = target();
    const { code } = issueSmsCode(testApp.db, to, start);
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, code, later(5)))).toBe('sms_code_expired');
  });

  it('are bound to their purpose and number', () => {
    const to = target();
    const { code } = issueSmsCode(testApp.db, to, start);
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, { ...to, purpose: 'reset' }, code, start))).toBe(
      'sms_invalid_code',
    );
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, { ...to, phone: '630000000000' }, code, start))).toBe(
      'sms_invalid_code',
    );
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, code, start))).toBeUndefined();
  });

  it('count only the newest code sent for a purpose and number', () => {
    const to = target();
    const first = issueSmsCode(testApp.db, to, start).code;
    let second = issueSmsCode(testApp.db, to, later(1)).code;
    // Six digits can repeat: draw again so the two differ.
    while (second === first) second = issueSmsCode(testApp.db, to, later(1)).code;
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, first, later(1)))).toBe('sms_invalid_code');
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, second, later(1)))).toBeUndefined();
  });

  it('die after five wrong answers, even for the right one', () => {
    const to = target();
    const { code } = issueSmsCode(testApp.db, to, start);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < SMS_CODE_MAX_WRONG_ATTEMPTS; attempt++) {
      expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, wrong, start))).toBe('sms_invalid_code');
    }
    expect(errorCodeOf(() => consumeSmsCode(testApp.db, to, code, start))).toBe('sms_code_expired');
  });
});
