import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionSealer } from '../session/sealer.js';
import { freePort } from './free-port.js';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { formActionOf, formFieldsOf, HttpBrowser } from './http-browser.js';
import { TEST_SECRET } from './test-config.js';

let stack: TStack;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  stack = await startGatewayAgainstMock({ PUBLIC_URL: origin });
  await stack.app.listen({ host: '127.0.0.1', port });
});
afterAll(() => stack?.stop());

/** Start → the provider page through the gateway's proxy → its form, as a browser sees them. */
const openProviderPage = async (browser: HttpBrowser, provider: string, query = '') => {
  const start = await browser.get(`/auth/social/${provider}${query}`);
  expect(start.status).toBe(302);
  expect(start.headers.get('cache-control')).toBe('no-store');
  const authorize = browser.locationOf(start);
  const page = await browser.get(authorize);
  expect(page.status).toBe(200);
  return { start, authorize: new URL(authorize), page, html: await page.text() };
};

describe('social sign-in end to end over HTTP', () => {
  it('google: start, provider page via /oauth, approve, callback, cookie, me', async () => {
    const browser = new HttpBrowser(origin);
    const { start, authorize, page, html } = await openProviderPage(browser, 'google', '?remember=1');

    // The redirect stays on our origin (the proxy), with everything the provider needs.
    expect(start.headers.get('location')).toMatch(/^\/oauth\/google\/authorize\?/);
    expect(authorize.origin).toBe(origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/auth/social/google/callback`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBeTruthy();
    expect(authorize.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(start.headers.getSetCookie().join('\n')).toMatch(/social_state=.*HttpOnly/i);
    expect(browser.cookies.has('social_state')).toBe(true);

    // Our CSP governs the page; its form posts to our origin, which form-action 'self' allows.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const action = formActionOf(html);
    expect(action).toBe('/oauth/google/approve');
    const fields = formFieldsOf(html);
    expect(fields['email']).toBe('player@example.com');

    const approve = await browser.postForm(action ?? '', { ...fields, decision: 'allow' });
    expect(approve.status).toBe(302);
    const callback = new URL(browser.locationOf(approve));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/auth/social/google/callback`);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

    const landed = await browser.get(callback.toString());
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/');
    expect(browser.cookies.has('social_state')).toBe(false);
    const sidLine = landed.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '';
    expect(sidLine).toMatch(/HttpOnly/i);
    expect(sidLine).toMatch(/Max-Age=\d+/i);
    const session = new SessionSealer(TEST_SECRET).open(browser.cookies.get('sid') ?? '');
    expect(session).toMatchObject({ remember: true });

    const me = await browser.get('/trpc/session.me');
    const body = (await me.json()) as { result: { data: { member: { account: string } | null } } };
    expect(body.result.data.member?.account).toBeTruthy();

    // The code was single-use: replaying the callback fails (and the state cookie is gone anyway).
    const replay = await browser.get(callback.toString());
    expect(replay.headers.get('location')).toBe('/?authError=social_login_failed');
  });

  it('facebook: the same flow signs the same email in as the same member every time', async () => {
    const accountOf = async () => {
      const browser = new HttpBrowser(origin);
      const { html } = await openProviderPage(browser, 'facebook');
      const approve = await browser.postForm(formActionOf(html) ?? '', {
        ...formFieldsOf(html),
        email: 'fan@example.com',
        decision: 'allow',
      });
      const landed = await browser.get(browser.locationOf(approve));
      expect(landed.headers.get('location')).toBe('/');
      const me = await browser.get('/trpc/session.me');
      return ((await me.json()) as { result: { data: { member: { account: string } } } }).result.data.member
        .account;
    };
    const first = await accountOf();
    expect(await accountOf()).toBe(first);
  });

  it.each(['line', 'apple', 'telegram', 'maya'])(
    '%s: signs in through its stand-in page and its own upstream call',
    async (provider) => {
      const browser = new HttpBrowser(origin);
      const { html } = await openProviderPage(browser, provider);
      expect(formActionOf(html)).toBe(`/oauth/${provider}/approve`);
      const approve = await browser.postForm(formActionOf(html) ?? '', {
        ...formFieldsOf(html),
        email: `${provider}.player@example.com`,
        decision: 'allow',
      });
      const landed = await browser.get(browser.locationOf(approve));
      expect(landed.headers.get('location')).toBe('/');
      const me = await browser.get('/trpc/session.me');
      const account = ((await me.json()) as { result: { data: { member: { account: string } } } }).result.data
        .member.account;
      expect(account).toMatch(new RegExp(`^${provider}player`));
    },
  );

  it('sends the visitor back with authError when they cancel at the provider', async () => {
    const browser = new HttpBrowser(origin);
    const { html } = await openProviderPage(browser, 'google');
    const deny = await browser.postForm(formActionOf(html) ?? '', {
      ...formFieldsOf(html),
      decision: 'deny',
    });
    const landed = await browser.get(browser.locationOf(deny));
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/?authError=social_login_failed');
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    const victim = new HttpBrowser(origin);
    await openProviderPage(victim, 'google');
    const attacker = new HttpBrowser(origin);
    const { html } = await openProviderPage(attacker, 'google');
    const approve = await attacker.postForm(formActionOf(html) ?? '', {
      ...formFieldsOf(html),
      decision: 'allow',
    });
    // The attacker's code and state, delivered to the victim's browser.
    const landed = await victim.get(attacker.locationOf(approve));
    expect(landed.headers.get('location')).toBe('/?authError=social_login_failed');
    expect(victim.cookies.has('sid')).toBe(false);
  });

  it('answers 404 for a provider it does not know', async () => {
    const browser = new HttpBrowser(origin);
    expect((await browser.get('/auth/social/myspace')).status).toBe(404);
    expect((await browser.get('/auth/social/myspace/callback?code=x&state=y')).status).toBe(404);
  });
});
