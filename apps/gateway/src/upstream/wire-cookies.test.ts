import { describe, expect, it } from 'vitest';
import { cookieHeader, readSetCookies } from './wire-cookies.js';

describe('wire cookies', () => {
  it('reads name and value of each Set-Cookie, ignoring attributes', () => {
    expect(readSetCookies(['captchaId=abc; Path=/; HttpOnly', 'b="quoted"; Max-Age=1'])).toEqual({
      captchaId: 'abc',
      b: 'quoted',
    });
    expect(readSetCookies('one=1')).toEqual({ one: '1' });
    expect(readSetCookies(undefined)).toEqual({});
  });

  it('drops values that could break out of the Cookie header', () => {
    expect(readSetCookies(['bad=a b', '=novalue', 'ok=1'])).toEqual({ ok: '1' });
    expect(cookieHeader({ captchaId: 'abc', evil: 'x;\r\nHost: y' })).toBe('captchaId=abc');
  });
});
