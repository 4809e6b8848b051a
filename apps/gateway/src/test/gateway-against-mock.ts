import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { SessionSealer } from '../session/sealer.js';
import type { TSessionPayload } from '../session/session-payload.js';
import type { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { TEST_SECRET, testConfig } from './test-config.js';

export type TStack = { app: FastifyInstance; mock: TMockUpstream; stop: () => Promise<void> };

/** The real gateway in front of a freshly spawned mock upstream; rate limits out of the way unless asked. */
export const startGatewayAgainstMock = async (env: Record<string, string> = {}): Promise<TStack> => {
  const mock = await startMockUpstream();
  const app = await buildApp(
    testConfig({
      UPSTREAM_URL: mock.url,
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
      ...env,
    }),
  );
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

export type TQaMember = { username: string; password: string; token: string };
export const createQaMember = (mock: TMockUpstream, kind = 'player'): Promise<TQaMember> =>
  mock.qa<TQaMember>('POST', '/members', { kind });

/** A valid cookie for an arbitrary upstream token, to replay a token the gateway has forgotten. */
export const sealSessionCookie = (token: string): string =>
  new SessionSealer(TEST_SECRET).seal({ token, remember: false, issuedAt: Date.now() });
