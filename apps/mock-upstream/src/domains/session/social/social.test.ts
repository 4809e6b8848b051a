import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import { STAND_IN_STYLESHEET_PATH } from '../../../static/oauth/provider-page.js';
import { createInMemoryMock, postJson, qa, type TInMemoryMock, withToken } from '../../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

const REDIRECT_URI = 'http://localhost:3000/auth/social/google/callback';
const GOOGLE = { client_id: 'demo-google-client', redirect_uri: REDIRECT_URI, response_type: 'code' };

const authorize = (query: Record<string, string>, provider = 'google') =>
  testApp.app.inject({ method: 'GET', url: `/oauth/${provider}/authorize?${new URLSearchParams(query)}` });

const approve = (form: Record<string, string>, provider = 'google') =>
  testApp.app.inject({
    method: 'POST',
    url: `/oauth/${provider}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** Runs the consent form as a browser would and returns the code and state of the redirect. */
const consent = async (email: string, state = 'state-1', provider = 'google') => {
  const clientId = `demo-${provider}-client`;
  const reply = await approve(
    { client_id: clientId, redirect_uri: REDIRECT_URI, state, email, decision: 'allow' },
    provider,
  );
  expect(reply.statusCode).toBe(302);
  const location = new URL(reply.headers.location ?? '');
  return {
    location,
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state'),
  };
};

const exchange = (code: string, provider = 'google', redirectUri = REDIRECT_URI) =>
  postJson(testApp.app, SESSION_PATHS.socialLogin.replace(':provider', provider), { code, redirectUri });

describe('stand-in provider pages', () => {
  it('show a consent form that posts to approve, with no script', async () => {
    const reply = await authorize({ ...GOOGLE, state: 'xyz"<tag>' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    const html = reply.body;
    expect(html).toContain('<title>Sign in with Google</title>');
    expect(html).toContain('<form method="post" action="/oauth/google/approve">');
    expect(html).toContain('name="email" type="email"');
    expect(html).toContain('value="player@example.com"');
    expect(html).toContain(`<input type="hidden" name="redirect_uri" value="${REDIRECT_URI}">`);
    expect(html).toContain('value="xyz&#34;&#60;tag&#62;"');
    expect(html).toContain('Development stand-in');
    expect(html).toContain('Lucky Pavilion');
    expect(html).not.toMatch(/<script|\sstyle=|\son\w+=/i);

    const facebook = await authorize({ ...GOOGLE, client_id: 'demo-facebook-client' }, 'facebook');
    expect(facebook.body).toContain('<title>Sign in with Facebook</title>');
    const stylesheet = await testApp.app.inject({ method: 'GET', url: STAND_IN_STYLESHEET_PATH });
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
  });

  it.each([
    ['an unknown client_id', { ...GOOGLE, client_id: 'someone-else' }],
    ['another provider’s client_id', { ...GOOGLE, client_id: 'demo-facebook-client' }],
    ['a javascript: redirect_uri', { ...GOOGLE, redirect_uri: 'javascript:alert(1)' }],
    ['a relative redirect_uri', { ...GOOGLE, redirect_uri: '/auth/social/google/callback' }],
    ['a response_type other than code', { ...GOOGLE, response_type: 'token' }],
  ])('answer an HTML error page for %s, redirecting nowhere', async (_case, query) => {
    const reply = await authorize(query);
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body).toContain('invalid_request');
  });

  it('redirect with the code and state on Continue, with access_denied on Cancel', async () => {
    const { location, code, state } = await consent('someone@example.com', 'abc123');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).toBe('abc123');

    const cancel = await approve({ ...GOOGLE, state: 's', email: 'x@example.com', decision: 'deny' });
    expect(cancel.statusCode).toBe(302);
    const cancelled = new URL(cancel.headers.location ?? '');
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: 'access_denied', state: 's' });

    const badEmail = await approve({ ...GOOGLE, state: 's', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('Enter a valid email address.');
    const badClient = await approve({ ...GOOGLE, client_id: 'nope', email: 'x@example.com' });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.headers.location).toBeUndefined();
  });
});

describe('social login (/wps/session/login/<provider>)', () => {
  it('creates a member on first use, logs in once per code, and finds the member again', async () => {
    const first = await consent('Juan.Dela-Cruz@Example.com');
    const reply = await exchange(first.code);
    expect(reply.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(reply.json().value);
    expect(login).toMatchObject({ userName: 'juandelacruz', customerType: 0, firstTimeLogin: true });
    const info = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(login.token),
    });
    expect(info.json().value.account).toBe('juandelacruz');

    const replay = await exchange(first.code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'social_login_failed' });

    const second = ZWireLoginValueSchema.parse(
      (await exchange((await consent('juan.dela-cruz@example.com')).code)).json().value,
    );
    expect(second).toMatchObject({ id: login.id, userName: 'juandelacruz', firstTimeLogin: false });

    // The same email at another provider is another identity: a new member, with a free username.
    const facebook = await exchange(
      (await consent('juan.dela-cruz@example.com', 's', 'facebook')).code,
      'facebook',
    );
    const facebookLogin = ZWireLoginValueSchema.parse(facebook.json().value);
    expect(facebookLogin.id).not.toBe(login.id);
    expect(facebookLogin.userName).toMatch(/^juandelacruz\d{4}$/);
  });

  it('answers social_login_failed for a code of another provider or redirect, unknown or expired', async () => {
    expect((await exchange((await consent('a1@example.com')).code, 'facebook')).json().errorCode).toBe(
      'social_login_failed',
    );
    const otherRedirect = await exchange(
      (await consent('a2@example.com')).code,
      'google',
      'http://evil.example/cb',
    );
    expect(otherRedirect.json().errorCode).toBe('social_login_failed');
    expect((await exchange('no-such-code')).json().errorCode).toBe('social_login_failed');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const { code } = await consent('a3@example.com');
    vi.setSystemTime(new Date('2030-01-01T00:05:00Z'));
    expect((await exchange(code)).json().errorCode).toBe('social_login_failed');
  });

  it('is 404 for a provider the mock does not know, and refused under maintenance', async () => {
    expect(
      (
        await postJson(testApp.app, SESSION_PATHS.socialLogin.replace(':provider', 'myspace'), {
          code: 'x',
          redirectUri: 'y',
        })
      ).statusCode,
    ).toBe(404);
    const { code } = await consent('a4@example.com');
    await qa(testApp.app, '/maintenance', { on: true });
    expect((await exchange(code)).json().errorCode).toBe('function.not.available');
    await qa(testApp.app, '/maintenance', { on: false });
  });

  it.each([
    ['line', SESSION_PATHS.socialLoginLine, 'LINE'],
    ['apple', SESSION_PATHS.socialLoginApple, 'Apple'],
    ['telegram', SESSION_PATHS.socialLoginTelegram, 'Telegram'],
    ['maya', SESSION_PATHS.socialLoginMaya, 'Maya'],
  ])('signs in with %s through its own stand-in page and its own call', async (provider, path, name) => {
    const page = await authorize({ ...GOOGLE, client_id: `demo-${provider}-client`, state: 's' }, provider);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Sign in with ${name}</title>`);
    expect(page.body).toContain(`<body class="provider-${provider}">`);
    const { code } = await consent(`${provider}.fan@example.com`, 's', provider);
    const reply = await postJson(testApp.app, path, { code, redirectUri: REDIRECT_URI });
    expect(reply.statusCode).toBe(200);
    expect(ZWireLoginValueSchema.parse(reply.json().value)).toMatchObject({ firstTimeLogin: true });
    // A code is bound to its provider: LINE's code does not sign in at another provider's call.
    const { code: other } = await consent(`${provider}.fan@example.com`, 's', provider);
    expect((await exchange(other, 'google')).json().errorCode).toBe('social_login_failed');
  });
});
