import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TAppDeps } from '../app.js';
import { buildApp } from '../app.js';
import { SessionSealer } from '../session/sealer.js';
import { newSessionPayload, type TSessionPayload } from '../session/session-payload.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { TEST_SECRET, testConfig } from './test-config.js';

export type TStack = { app: FastifyInstance; mock: TMockUpstream; stop: () => Promise<void> };

/** Every rate limit, lockout and SMS quota far out of the way; a suite lowers the one it tests. */
export const GENEROUS_GUARDS: Record<string, string> = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '10000',
  RATE_LIMIT_SMS_SEND_PER_MINUTE: '10000',
  RATE_LIMIT_SMS_SEND_PER_NUMBER_PER_MINUTE: '10000',
  RATE_LIMIT_SMS_VERIFY_PER_MINUTE: '10000',
  RATE_LIMIT_SMS_VERIFY_PER_NUMBER_PER_MINUTE: '10000',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '10000',
  RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE: '10000',
  RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
  RATE_LIMIT_REGISTER_PER_ACCOUNT_PER_MINUTE: '10000',
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '10000',
  RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT_PER_MINUTE: '10000',
  RATE_LIMIT_AFFILIATE_CHECK_PER_MINUTE: '10000',
  RATE_LIMIT_AFFILIATE_CHECK_PER_CODE_PER_MINUTE: '10000',
  RATE_LIMIT_FEEDBACK_PER_MINUTE: '10000',
  RATE_LIMIT_FEEDBACK_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_UPLOAD_PER_MINUTE: '10000',
  RATE_LIMIT_UPLOAD_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_USERNAME_SUGGEST_PER_MINUTE: '10000',
  RATE_LIMIT_USERNAME_SUGGEST_PER_SESSION_PER_MINUTE: '10000',
  RATE_LIMIT_BEACON_PER_MINUTE: '10000',
  RATE_LIMIT_BEACON_PER_SESSION_PER_MINUTE: '10000',
  RATE_LIMIT_PROMO_CODE_PER_MINUTE: '10000',
  RATE_LIMIT_PROMO_CODE_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_RAFFLE_DRAW_PER_MINUTE: '10000',
  RATE_LIMIT_RAFFLE_DRAW_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_CHAT_LAUNCH_PER_MINUTE: '10000',
  RATE_LIMIT_CHAT_LAUNCH_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_DOWNLINE_REGISTER_PER_MINUTE: '10000',
  RATE_LIMIT_DOWNLINE_REGISTER_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_INVITE_LINK_PER_MINUTE: '10000',
  RATE_LIMIT_INVITE_LINK_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_RESPONSIBLE_PER_MINUTE: '10000',
  RATE_LIMIT_RESPONSIBLE_PER_MEMBER_PER_MINUTE: '10000',
  RATE_LIMIT_PAGE_RENDER_PER_MINUTE: '10000',
  RATE_LIMIT_PAGE_RENDER_PER_MEMBER_PER_MINUTE: '10000',
  LOGIN_LOCKOUT_MAX_FAILURES: '10000',
  PROMO_CODE_LOCKOUT_MAX_MISSES: '10000',
  SMS_DAILY_LIMIT_PER_NUMBER: '10000',
  SMS_DAILY_LIMIT_PER_IP: '10000',
};

/** The real gateway in front of a freshly spawned mock upstream; guards out of the way unless asked. */
export const startGatewayAgainstMock = async (
  env: Record<string, string> = {},
  deps: TAppDeps = {},
): Promise<TStack> => {
  const mock = await startMockUpstream();
  const app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS, ...env }), deps);
  return {
    app,
    mock,
    stop: async () => {
      await app.close();
      await mock.stop();
    },
  };
};

/** What the visitor's session cookie holds: tests own the secret, so they may look inside. */
export const openSessionCookie = (visitor: GatewayVisitor): TSessionPayload | null => {
  const sealed = visitor.cookies.get('sid');
  return sealed ? new SessionSealer(TEST_SECRET).open(sealed) : null;
};

export const DEMO_PLAYER = { username: 'demo_player', password: 'Passw0rd!' };

export type TSecondFactorMethod = 'PHONE' | 'EMAIL' | 'PAYEE' | 'AUTHENTICATOR';

/** A member the mock's QA API made, with a live session of its own. */
export type TQaMember = {
  username: string;
  password: string;
  token: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  /** With a PAYEE second factor: the answer. */
  payeeName?: string;
  /** With an AUTHENTICATOR second factor: the base32 TOTP secret. */
  totpSecret?: string;
};
/** What else the QA API sets on a new member. */
export type TQaMemberOptions = {
  secondFactor?: TSecondFactorMethod;
  /** Opening main-wallet balance, integer minor units. */
  balanceMinor?: number;
  /** A 6-digit payment password, already set. */
  paymentPassword?: string;
  /** The agent the member registered under. */
  uplineUsername?: string;
};

export const createQaMember = (
  mock: TMockUpstream,
  kind = 'player',
  options: TQaMemberOptions = {},
): Promise<TQaMember> => mock.qa<TQaMember>('POST', '/members', { kind, ...options });

/** Logs the visitor in as the member through the gateway; the login must succeed. */
export const logInAs = async (visitor: GatewayVisitor, member: TQaMember): Promise<void> => {
  const login = await visitor.mutate('session.login', {
    username: member.username,
    password: member.password,
  });
  expect(login.status, JSON.stringify(login.error)).toBe(200);
};

let signedInCount = 0;

/** A fresh QA member of the mock, signed in through the gateway as a visitor from an address of its own. */
export const signedInQaMember = async (
  app: FastifyInstance,
  mock: TMockUpstream,
  kind: 'player' | 'trial' | 'agent',
  options: TQaMemberOptions = {},
): Promise<{ visitor: GatewayVisitor; account: TQaMember }> => {
  const account = await createQaMember(mock, kind, options);
  signedInCount += 1;
  const visitor = new GatewayVisitor(app, {
    ip: `198.18.${Math.floor(signedInCount / 250)}.${(signedInCount % 250) + 1}`,
  });
  await logInAs(visitor, account);
  return { visitor, account };
};

/** The answer of a call that must succeed. */
export const okData = <T>(result: TCallResult<T>): T => {
  expect(result.status, JSON.stringify(result.error)).toBe(200);
  return result.data as T;
};

/** A valid cookie for an arbitrary upstream token, to replay a token the gateway has forgotten. */
export const sealSessionCookie = (token: string): string =>
  new SessionSealer(TEST_SECRET).seal(newSessionPayload(Date.now(), { token, remember: false }));
