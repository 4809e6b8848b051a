/**
 * The few cookies the upstream binds state to (the captcha id). The gateway
 * keeps them in the visitor's sealed session and replays them on later calls,
 * because the browser never talks to the upstream directly.
 */

/** RFC 6265 cookie-octets: nothing that could break out of the Cookie header. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Name → value of every `Set-Cookie` header of a reply; attributes are ignored. */
export const readSetCookies = (header: string | string[] | undefined): Record<string, string> => {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies: Record<string, string> = {};
  for (const line of lines) {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (COOKIE_NAME.test(name) && COOKIE_VALUE.test(value)) cookies[name] = value;
  }
  return cookies;
};

/** The `Cookie` request header for the given cookies; unsafe names or values are left out. */
export const cookieHeader = (cookies: Record<string, string>): string =>
  Object.entries(cookies)
    .filter(([name, value]) => COOKIE_NAME.test(name) && COOKIE_VALUE.test(value))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
