import { describe, expect, it } from 'vitest';
import { generateRsaKeyPair, rsaDecryptKey } from '@site/wire-crypto';
import { callerWith, signedInCookie } from '../../../test/caller.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';

const memberInfo = { id: 9, account: 'player9', nickname: null, type: 0 };
const agentInfo = { id: 3, account: 'agent3', nickname: null, type: 1 };
const whitelabelWith = (passwordPolicy: boolean) => [
  { modId: 'PWDEXPFORCECHANGE3', enabled: passwordPolicy ? '1' : '0' },
];
const rejected = (call: string, status: number, errorCode: string, value?: unknown) =>
  new UpstreamError({ kind: 'rejected', call, status, errorCode, value });

describe('session.login', () => {
  it('sends the encrypted username login without any old token, seals a new session and ends the old one', async () => {
    const { caller, calls, session } = callerWith(
      {
        'POST /wps/session/login': { value: { token: 'new-token', firstTimeLogin: true } },
        'GET /wps/member/info': { value: memberInfo },
        'DELETE /wps/session/logout': { value: null },
      },
      { sessionCookie: signedInCookie('old-token') },
    );
    const oldSessionId = session.current?.id;
    const result = await caller.session.login({ username: ' player9 ', password: 'Secret12' });
    expect(result).toEqual({
      status: 'signed_in',
      member: {
        id: '9',
        account: 'player9',
        nickname: null,
        type: 0,
        isAgent: false,
        isTrial: false,
        restriction: null,
      },
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    expect(calls[0]).toMatchObject({
      isEncrypted: true,
      token: undefined,
      payload: { username: 'player9', password: 'Secret12', captcha: '', type: 'username' },
    });
    expect(calls[1]).toMatchObject({ path: '/wps/member/info', token: 'new-token' });
    expect(calls[2]).toMatchObject({ method: 'DELETE', path: '/wps/session/logout', token: 'old-token' });
    expect(session.current).toMatchObject({ token: 'new-token', remember: false, memberType: 0 });
    expect(session.current?.id).not.toBe(oldSessionId);
  });

  it('asks for a new password when it is the insecure default', async () => {
    const { caller } = callerWith({
      'POST /wps/session/login': { value: { token: 't' } },
      'GET /wps/member/info': { value: memberInfo },
    });
    const result = await caller.session.login({ username: 'player9', password: '123456' });
    expect(result).toMatchObject({ status: 'signed_in', mustChangePassword: true });
  });

  it.each([
    [true, true],
    [false, false],
  ])('an expired password must change when PWDEXPFORCECHANGE3 is %s', async (policy, expected) => {
    const { caller } = callerWith({
      'POST /wps/session/login': { value: { token: 't', passwordExpired: true } },
      'GET /wps/member/info': { value: memberInfo },
      'GET /wps/system/whitelabel': { value: whitelabelWith(policy) },
    });
    const result = await caller.session.login({ username: 'player9', password: 'Secret12' });
    expect(result).toMatchObject({ status: 'signed_in', mustChangePassword: expected });
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

  it('admits an agent at the agent portal', async () => {
    const { caller } = callerWith({
      'POST /wps/session/login': { value: { token: 'agent-token' } },
      'GET /wps/member/info': { value: agentInfo },
    });
    const result = await caller.session.login({ username: 'agent3', password: 'Secret12', portal: 'agent' });
    expect(result).toMatchObject({ status: 'signed_in', member: { isAgent: true } });
  });

  it('refuses a player at the agent portal with 403 error_not_agent and ends its new upstream session', async () => {
    const { caller, calls, session } = callerWith({
      'POST /wps/session/login': { value: { token: 'player-token' } },
      'GET /wps/member/info': { value: memberInfo },
      'DELETE /wps/session/logout': { value: null },
    });
    await expect(
      caller.session.login({ username: 'player9', password: 'Secret12', portal: 'agent' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', errorData: { key: 'error_not_agent' } });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', token: 'player-token' });
    expect(session.current).toBeNull();
  });

  it('keeps the second-factor challenge in the cookie only, and answers which method to ask for', async () => {
    const challenge = {
      verificationToken: 'secret-verification',
      method: 'EMAIL',
      target: 'p***@example.com',
    };
    const { caller, session } = callerWith({
      'POST /wps/session/login': rejected(
        'POST /wps/session/login',
        400,
        'login_verification_required',
        challenge,
      ),
    });
    const result = await caller.session.login({ username: 'player9', password: 'Secret12', remember: true });
    expect(result).toEqual({ status: 'second_factor', method: 'EMAIL', target: 'p***@example.com' });
    expect(JSON.stringify(result)).not.toContain('secret-verification');
    expect(session.current?.secondFactor).toMatchObject({
      verificationToken: 'secret-verification',
      method: 'EMAIL',
      account: 'player9',
      remember: true,
      credential: 'password',
    });
    expect(session.current?.token).toBeUndefined();
  });
});

describe('session.verifySecondFactor', () => {
  it('answers 400 verify_first without a pending challenge, without calling the upstream', async () => {
    const { caller, calls } = callerWith({});
    await expect(caller.session.verifySecondFactor({ code: '123456' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      errorData: { key: 'verify_first' },
    });
    expect(calls).toHaveLength(0);
  });

  it('answers the pending challenge and signs in as the login asked (remembered, password policy)', async () => {
    const challenge = { verificationToken: 'vt-1', method: 'PAYEE' };
    const login = callerWith({
      'POST /wps/session/login': rejected(
        'POST /wps/session/login',
        400,
        'login_verification_required',
        challenge,
      ),
    });
    await login.caller.session.login({ username: 'player9', password: '123456', remember: true });

    const { caller, calls, session } = callerWith(
      {
        'POST /wps/session/login/verification': { value: { token: 'verified-token' } },
        'GET /wps/member/info': { value: memberInfo },
      },
      { sessionCookie: login.cookies.get('sid') },
    );
    const result = await caller.session.verifySecondFactor({ code: ' Juan Dela Cruz ' });
    expect(result).toMatchObject({ member: { account: 'player9' }, mustChangePassword: true });
    expect(calls[0]).toMatchObject({
      isEncrypted: true,
      payload: { verificationToken: 'vt-1', method: 'PAYEE', code: 'Juan Dela Cruz' },
    });
    expect(session.current).toMatchObject({ token: 'verified-token', remember: true, memberType: 0 });
    expect(session.current?.secondFactor).toBeUndefined();
  });

  it('keeps the challenge after a wrong answer', async () => {
    const challenge = { verificationToken: 'vt-2', method: 'PHONE', target: '+63 9** *** 4567' };
    const login = callerWith({
      'POST /wps/session/login': rejected(
        'POST /wps/session/login',
        400,
        'login_verification_required',
        challenge,
      ),
    });
    await login.caller.session.login({ username: 'player9', password: 'Secret12' });
    const { caller, session } = callerWith(
      {
        'POST /wps/session/login/verification': rejected('POST verification', 400, 'second_factor_invalid'),
      },
      { sessionCookie: login.cookies.get('sid') },
    );
    await expect(caller.session.verifySecondFactor({ code: '000000' })).rejects.toMatchObject({
      errorData: { key: 'second_factor_invalid' },
    });
    expect(session.current?.secondFactor?.verificationToken).toBe('vt-2');
  });
});

describe('session.freePlay', () => {
  it('posts the desktop free-play body with an RSA-encrypted random key and the gateway version', async () => {
    const keyPair = generateRsaKeyPair();
    const { caller, calls, session } = callerWith(
      {
        'POST /wps/session/login/freeplay': { value: { token: 'trial-token' } },
        'GET /wps/member/info': { value: { id: 77, account: 'trial77', type: 4 } },
      },
      { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', rsaModulusHex: keyPair.modulusHex },
    );
    const result = await caller.session.freePlay();
    expect(result).toMatchObject({ member: { isTrial: true }, mustChangePassword: false });
    // The trial type is sealed, so real-money procedures refuse it without asking the upstream.
    expect(session.current).toMatchObject({ token: 'trial-token', memberType: 4 });
    const [freePlay] = calls;
    expect(freePlay).toMatchObject({
      method: 'POST',
      path: '/wps/session/login/freeplay',
      token: undefined,
      headers: { 'X-Gateway-Version': '3' },
      body: { os: 'Mac', platform: 'W', 'X-Gateway-Version': 3 },
    });
    const { Encryption } = freePlay?.body as { Encryption: string };
    expect(rsaDecryptKey(Encryption, keyPair.modulusHex, keyPair.privateExponentHex)).toMatch(
      /^[0-9A-Za-z]{16}$/,
    );
  });
});

describe('session.adoptToken', () => {
  it('checks the token with the upstream and seals it into a new session', async () => {
    const { caller, calls, session } = callerWith({ 'GET /wps/member/info': { value: memberInfo } });
    const token = 'handed-over-token-0123456789';
    expect(await caller.session.adoptToken({ token })).toEqual({
      member: {
        id: '9',
        account: 'player9',
        nickname: null,
        type: 0,
        isAgent: false,
        isTrial: false,
        restriction: null,
      },
      mustChangePassword: false,
    });
    expect(calls[0]).toMatchObject({ path: '/wps/member/info', token });
    expect(session.current).toMatchObject({ token, memberType: 0 });
  });

  it('answers 401 login.not.session for a token the upstream does not know, keeping the current session', async () => {
    const { caller, session } = callerWith(
      { 'GET /wps/member/info': rejected('GET /wps/member/info', 401, 'login.not.session') },
      { sessionCookie: signedInCookie('current-token') },
    );
    await expect(caller.session.adoptToken({ token: 'unknown-token-0123456789' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      errorData: { key: 'login.not.session' },
    });
    expect(session.current?.token).toBe('current-token');
  });
});

describe('the member and responsible gaming restrictions', () => {
  const TIME_OUT = { kind: 'time_out', since: 1_764_300_000_000, until: 1_764_386_400_000 };

  it('session.me carries the restriction of the member info, null when there is none', async () => {
    const restricted = callerWith(
      {
        'GET /wps/member/info': {
          value: { ...memberInfo, restriction: { ...TIME_OUT, until: '1764386400000' } },
        },
      },
      { sessionCookie: signedInCookie() },
    );
    expect(await restricted.caller.session.me()).toMatchObject({ member: { restriction: TIME_OUT } });
    const listed = callerWith(
      {
        'GET /wps/member/info': {
          value: { ...memberInfo, restriction: { kind: 'restricted', since: 5, until: null } },
        },
      },
      { sessionCookie: signedInCookie() },
    );
    expect(await listed.caller.session.me()).toMatchObject({
      member: { restriction: { kind: 'restricted', since: 5, until: null } },
    });
    for (const restriction of [null, undefined]) {
      const { caller } = callerWith(
        { 'GET /wps/member/info': { value: { ...memberInfo, restriction } } },
        { sessionCookie: signedInCookie() },
      );
      expect(await caller.session.me()).toMatchObject({ member: { restriction: null } });
    }
  });

  it("a login's member carries the restriction: signed in, limited to withdrawals and records", async () => {
    const { caller, session } = callerWith({
      'POST /wps/session/login': { value: { token: 'restricted-token' } },
      'GET /wps/member/info': { value: { ...memberInfo, restriction: TIME_OUT } },
    });
    expect(await caller.session.login({ username: 'player9', password: 'Secret12' })).toMatchObject({
      status: 'signed_in',
      member: { account: 'player9', restriction: TIME_OUT },
    });
    expect(session.current?.token).toBe('restricted-token');
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
      { 'GET /wps/v2/wallets/balance': rejected('x', 401, 'login.not.session') },
      { sessionCookie: signedInCookie() },
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
      { sessionCookie: signedInCookie() },
    );
    expect(await caller.session.logout()).toEqual({ ok: true });
    expect(session.current).toBeNull();
  });

  it('keeps the captcha binding in the session, next to an existing token', async () => {
    const { caller, session } = callerWith(
      { 'GET /wps/captcha': { value: 'iVBORw0KGgo=', cookies: { captchaId: 'cap-7' } } },
      { sessionCookie: signedInCookie('tok-1') },
    );
    expect(await caller.session.captcha()).toEqual({ image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(session.current).toMatchObject({ token: 'tok-1', captchaId: 'cap-7' });
  });
});
