import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCookieSession, type TCookieJar } from '../../session/cookie-session.js';
import { SessionSealer } from '../../session/sealer.js';
import { fakeUpstream } from '../../test/fake-upstream.js';
import { TEST_SECRET, testConfig } from '../../test/test-config.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { appRouter } from '../app-router.js';
import { createContextInner } from '../context.js';
import { createCallerFactory } from '../init.js';

const createCaller = createCallerFactory(appRouter);
const sealer = new SessionSealer(TEST_SECRET);
const silentLog = Fastify({ logger: { level: 'silent' } }).log;
const memberInfo = { id: 9, account: 'player9', nickname: null, type: 0 };
const statusWith = (passwordPolicy: boolean) => ({
  info: { whitelabel: [{ modId: 'PWDEXPFORCECHANGE3', enabled: passwordPolicy ? '1' : '0' }] },
  location: { ip: '127.0.0.1' },
});

const callerWith = (script: Parameters<typeof fakeUpstream>[0], sessionCookie?: string) => {
  const upstream = fakeUpstream(script);
  const cookies = new Map<string, string>(sessionCookie ? [['sid', sessionCookie]] : []);
  const jar: TCookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    clear: (name) => void cookies.delete(name),
  };
  const session = createCookieSession({ jar, sealer, secure: false });
  const ctx = createContextInner({
    config: testConfig(),
    upstream: upstream.client,
    session,
    log: silentLog,
    visitor: { ip: '203.0.113.1', language: 'EN' },
    pageOrigin: 'http://localhost:5173',
    hasEmptyBody: false,
  });
  return { caller: createCaller(ctx), calls: upstream.calls, session };
};

const signedIn = (token = 'tok') => sealer.seal({ token, remember: false, issuedAt: Date.now() });

describe('session.login', () => {
  it('sends the encrypted username login without any old token and seals the new one', async () => {
    const { caller, calls, session } = callerWith(
      {
        'POST /wps/session/login': { value: { token: 'new-token', firstTimeLogin: true } },
        'GET /wps/member/info': { value: memberInfo },
      },
      signedIn('old-token'),
    );
    const result = await caller.session.login({ username: ' player9 ', password: 'Secret12' });
    expect(result).toEqual({
      member: { id: '9', account: 'player9', nickname: null, type: 0, isAgent: false, isTrial: false },
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    expect(calls[0]).toMatchObject({
      isEncrypted: true,
      token: undefined,
      payload: { username: 'player9', password: 'Secret12', captcha: '', type: 'username' },
    });
    expect(calls[1]).toMatchObject({ path: '/wps/member/info', token: 'new-token' });
    expect(session.current).toMatchObject({ token: 'new-token', remember: false });
  });

  it('asks for a new password when it is the insecure default', async () => {
    const { caller } = callerWith({
      'POST /wps/session/login': { value: { token: 't' } },
      'GET /wps/member/info': { value: memberInfo },
    });
    expect((await caller.session.login({ username: 'player9', password: '123456' })).mustChangePassword).toBe(
      true,
    );
  });

  it.each([
    [true, true],
    [false, false],
  ])('an expired password must change when PWDEXPFORCECHANGE3 is %s', async (policy, expected) => {
    const { caller } = callerWith({
      'POST /wps/session/login': { value: { token: 't', passwordExpired: true } },
      'GET /wps/member/info': { value: memberInfo },
      'GET /wps/system/status': { value: statusWith(policy) },
    });
    expect(
      (await caller.session.login({ username: 'player9', password: 'Secret12' })).mustChangePassword,
    ).toBe(expected);
  });

  it('leaves no cookie behind when the follow-up call fails', async () => {
    const { caller, session } = callerWith({
      'POST /wps/session/login': { value: { token: 't' } },
      'GET /wps/member/info': new UpstreamError({ kind: 'timeout', call: 'GET /wps/member/info' }),
    });
    await expect(caller.session.login({ username: 'player9', password: 'Secret12' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      errorData: { key: 'in_network_again' },
    });
    expect(session.current).toBeNull();
  });
});

describe('member procedures and the session', () => {
  it('refuses wallet.balance without a session: 401 not_logged_in, no upstream call', async () => {
    const { caller, calls } = callerWith({});
    await expect(caller.wallet.balance()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      errorData: { key: 'not_logged_in' },
    });
    expect(calls).toHaveLength(0);
  });

  it('clears the session when the upstream says it is gone', async () => {
    const { caller, session } = callerWith(
      {
        'GET /wps/v2/wallets/balance': new UpstreamError({
          kind: 'rejected',
          call: 'x',
          status: 401,
          errorCode: 'login.not.session',
        }),
      },
      signedIn(),
    );
    await expect(caller.wallet.balance()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      errorData: { key: 'login.not.session' },
    });
    expect(session.current).toBeNull();
  });

  it('logs out even when the upstream cannot', async () => {
    const { caller, session } = callerWith(
      { 'DELETE /wps/session/logout': new UpstreamError({ kind: 'network', call: 'x' }) },
      signedIn(),
    );
    expect(await caller.session.logout()).toEqual({ ok: true });
    expect(session.current).toBeNull();
  });

  it('keeps the captcha binding in the session, next to an existing token', async () => {
    const { caller, session } = callerWith(
      { 'GET /wps/captcha': { value: 'iVBORw0KGgo=', cookies: { captchaId: 'cap-7' } } },
      signedIn('tok-1'),
    );
    expect(await caller.session.captcha()).toEqual({ image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(session.current).toMatchObject({ token: 'tok-1', captchaId: 'cap-7' });
  });
});
