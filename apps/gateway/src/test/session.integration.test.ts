import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBalanceOutput, TLoginOutput, TMeOutput } from '@site/contracts';
import {
  createQaMember,
  DEMO_PLAYER,
  openSessionCookie,
  sealSessionCookie,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

const sidCookieLine = (setCookies: string[]): string =>
  setCookies.find((line) => line.startsWith('sid=')) ?? '';

describe('login, me, balance and logout through the real mock', () => {
  it('logs in over the encrypted call and keeps the token only in a sealed httpOnly cookie', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<TLoginOutput>('session.login', { ...DEMO_PLAYER, remember: false });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({
      member: { account: 'demo_player', isAgent: false, isTrial: false },
      mustChangePassword: false,
    });
    const line = sidCookieLine(login.setCookies);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Max-Age/i);
    const session = openSessionCookie(visitor);
    expect(session?.token).toBeTruthy();
    expect(line).not.toContain(session?.token ?? 'no-token');
    expect(JSON.stringify(login.data)).not.toContain(session?.token ?? 'no-token');
  });

  it('keeps a remembered login for 24 hours', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<TLoginOutput>('session.login', { ...DEMO_PLAYER, remember: true });
    expect(sidCookieLine(login.setCookies)).toMatch(/Max-Age=86400/);
  });

  it('answers me and the balance with the cookie, and nothing without it', async () => {
    const visitor = new GatewayVisitor(stack.app);
    expect((await visitor.query<TMeOutput>('session.me')).data).toEqual({
      member: null,
      mustChangePassword: false,
    });
    const anonymousBalance = await visitor.query('wallet.balance');
    expect(anonymousBalance.status).toBe(401);
    expect(anonymousBalance.error?.data.key).toBe('not_logged_in');

    await visitor.mutate('session.login', DEMO_PLAYER);
    const me = await visitor.query<TMeOutput>('session.me');
    expect(me.data?.member).toMatchObject({ account: 'demo_player', type: 0 });
    const balance = await visitor.query<TBalanceOutput>('wallet.balance');
    expect(balance.status).toBe(200);
    expect(balance.data).toMatchObject({ total: 1_234_567, currency: 'PHP', currencySymbol: '₱' });
    expect(Number.isInteger(balance.data?.wallets[0]?.balance)).toBe(true);
  });

  it('logs out: the cookie is cleared and the upstream token stops working', async () => {
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('session.login', DEMO_PLAYER);
    const token = openSessionCookie(visitor)?.token ?? '';
    const logout = await visitor.mutate('session.logout');
    expect(logout.data).toEqual({ ok: true });
    expect(sidCookieLine(logout.setCookies)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await visitor.query<TMeOutput>('session.me')).data).toEqual({
      member: null,
      mustChangePassword: false,
    });

    // The old token, replayed through a forged-but-valid cookie, is refused by the upstream.
    const replay = new GatewayVisitor(stack.app);
    replay.cookies.set('sid', sealSessionCookie(token));
    expect((await replay.query('wallet.balance')).error?.data.key).toBe('login.not.session');
  });

  it('flags agents and trial members', async () => {
    const agent = new GatewayVisitor(stack.app);
    const agentLogin = await agent.mutate<TLoginOutput>('session.login', {
      username: 'demo_agent',
      password: 'Passw0rd!',
    });
    expect(agentLogin.data?.member).toMatchObject({ isAgent: true, isTrial: false });
    const trial = new GatewayVisitor(stack.app);
    const trialLogin = await trial.mutate<TLoginOutput>('session.login', {
      username: 'demo_trial',
      password: 'Passw0rd!',
    });
    expect(trialLogin.data?.member).toMatchObject({ isAgent: false, isTrial: true });
  });

  it('asks an expired-password member to change it while PWDEXPFORCECHANGE3 is on', async () => {
    const member = await createQaMember(stack.mock, 'expired-password');
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<TLoginOutput>('session.login', {
      username: member.username,
      password: member.password,
    });
    expect(login.data?.mustChangePassword).toBe(true);
  });
});

describe('an upstream session that ends', () => {
  it('answers the next member call with 401 login.not.session and clears the cookie', async () => {
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('session.login', DEMO_PLAYER);
    const token = openSessionCookie(visitor)?.token;
    expect(token).toBeTruthy();
    await stack.mock.qa('POST', '/sessions/expire', { token });

    const balance = await visitor.query('wallet.balance');
    expect(balance.status).toBe(401);
    expect(balance.error?.data).toMatchObject({ key: 'login.not.session', code: 'UNAUTHORIZED' });
    expect(sidCookieLine(balance.setCookies)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(visitor.cookies.has('sid')).toBe(false);
  });

  it('makes me answer {member: null} and clear the cookie', async () => {
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('session.login', DEMO_PLAYER);
    await stack.mock.qa('POST', '/sessions/expire', { token: openSessionCookie(visitor)?.token });
    const me = await visitor.query<TMeOutput>('session.me');
    expect(me.status).toBe(200);
    expect(me.data).toEqual({ member: null, mustChangePassword: false });
    expect(visitor.cookies.has('sid')).toBe(false);
  });
});

describe('wrong passwords and the captcha', () => {
  it('answers error_password, then asks for the captcha, then accepts the solved captcha', async () => {
    const member = await createQaMember(stack.mock);
    const visitor = new GatewayVisitor(stack.app);
    const wrong = { username: member.username, password: 'WrongPass1' };

    const first = await visitor.mutate('session.login', wrong);
    expect(first.status).toBe(400);
    expect(first.error?.data.key).toBe('error_password');
    expect(first.error?.data.hint).toBeUndefined();
    await visitor.mutate('session.login', wrong);
    const third = await visitor.mutate('session.login', wrong);
    expect(third.error?.data).toMatchObject({ key: 'error_password', hint: { captcha: true } });

    const withoutCaptcha = await visitor.mutate('session.login', {
      username: member.username,
      password: member.password,
    });
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.error?.data).toMatchObject({ key: 'captcha_required', hint: { captcha: true } });

    const captcha = await visitor.mutate<{ image: string }>('session.captcha');
    expect(captcha.data?.image).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(openSessionCookie(visitor)?.captchaId).toBeTruthy();
    const { text } = await stack.mock.qa<{ text: string }>('GET', '/captcha/latest');

    const wrongCaptcha = await visitor.mutate('session.login', {
      username: member.username,
      password: member.password,
      captcha: `${text}x`,
    });
    expect(wrongCaptcha.error?.data.key).toBe('captcha_invalid');

    await visitor.mutate<{ image: string }>('session.captcha');
    const latest = await stack.mock.qa<{ text: string }>('GET', '/captcha/latest');
    const solved = await visitor.mutate<TLoginOutput>('session.login', {
      username: member.username,
      password: member.password,
      captcha: latest.text,
    });
    expect(solved.status).toBe(200);
    expect(solved.data?.member.account).toBe(member.username);
    expect(openSessionCookie(visitor)?.captchaId).toBeUndefined();
  });
});

describe('the slide captcha (GEETEST3)', () => {
  it('keeps the challenge in the session and sends the piece’s position as GeeTest’s result', async () => {
    await stack.mock.qa('POST', '/whitelabel', { flag: 'GEETEST3', enabled: true });
    try {
      const member = await createQaMember(stack.mock);
      const visitor = new GatewayVisitor(stack.app);
      for (let failure = 0; failure < 3; failure += 1)
        await visitor.mutate('session.login', { username: member.username, password: 'WrongPass1' });

      const missed = await visitor.mutate<{ gap: number }>('session.slideCaptcha');
      const gap = missed.data?.gap ?? -1;
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(openSessionCookie(visitor)?.slideChallenge).toBeTruthy();
      const wrongPlace = await visitor.mutate('session.login', {
        username: member.username,
        password: member.password,
        slidePosition: gap > 50 ? 0 : 100,
      });
      expect(wrongPlace.error?.data).toMatchObject({ key: 'captcha_invalid', hint: { captcha: true } });

      const puzzle = await visitor.mutate<{ gap: number }>('session.slideCaptcha');
      const solved = await visitor.mutate<TLoginOutput>('session.login', {
        username: member.username,
        password: member.password,
        slidePosition: puzzle.data?.gap,
      });
      expect(solved.status).toBe(200);
      expect(openSessionCookie(visitor)?.slideChallenge).toBeUndefined();
    } finally {
      await stack.mock.qa('POST', '/whitelabel', { flag: 'GEETEST3', enabled: false });
    }
  });
});
