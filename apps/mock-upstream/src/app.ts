import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TRsaKeyPair } from '@site/wire-crypto';
import { recordAuditEvent } from './audit/audit-hook.js';
import type { TConfig } from './config.js';
import type { TDatabase } from './db/client.js';
import { accountRoutes } from './domains/account/routes.js';
import { agentRoutes } from './domains/agent/routes.js';
import { contentRoutes } from './domains/content/routes.js';
import { gamesRoutes } from './domains/games/routes.js';
import { ChatHub } from './domains/live/chat-hub.js';
import { chatPageRoutes } from './domains/live/page/routes.js';
import { liveRoutes } from './domains/live/routes.js';
import { lotteryRoutes } from './domains/lottery/routes.js';
import { scheduleLottery } from './domains/lottery/scheduler.js';
import { recordsRoutes } from './domains/records/routes.js';
import { responsibleRoutes } from './domains/responsible/routes.js';
import { rewardsRoutes } from './domains/rewards/routes.js';
import { sessionRoutes } from './domains/session/routes.js';
import { BeaconLog } from './domains/system/beacons/beacon-log.js';
import { systemRoutes } from './domains/system/routes.js';
import { walletRoutes } from './domains/wallet/routes.js';
import { EventBus } from './events/event-bus.js';
import { playRoutes } from './games/routes.js';
import { scheduleAgentSettlement } from './jobs/agent-settlement.js';
import { scheduleWithdrawalAutoConfirm } from './jobs/withdrawal-auto-confirm.js';
import { MockMetrics } from './metrics/mock-metrics.js';
import { holdReply, ReplyDelays } from './qa/reply-delays/reply-delays.js';
import { qaRoutes } from './qa/routes.js';
import { staticRoutes } from './static/routes.js';
import { checkCallerFirst } from './wire/caller-checks.js';
import { rsaKeyPairOfProcess } from './wire/encrypted-body.js';
import { handleError, handleNotFound } from './wire/error-handler.js';
import { requireMerchant } from './wire/merchant-hook.js';

/**
 * Builds the mock upstream on a migrated database; never listens (server.ts
 * does, tests use `app.inject()`). The caller owns the database.
 */
export type TAppOptions = {
  /** The RSA key of enc calls; by default one per process. Tests pass the reference vectors' key. */
  rsaKeyPair?: TRsaKeyPair;
};

export const buildApp = (config: TConfig, db: TDatabase, options: TAppOptions = {}) => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Readable lines at a terminal; pino-pretty runs in pino's worker thread.
      ...(config.logFormat === 'pretty' && {
        transport: {
          target: 'pino-pretty',
          options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
        },
      }),
    },
    // Clients give up after 30 s (docs/upstream.md §1; our gateway after UPSTREAM_TIMEOUT_MS, 10 s), so no answer may take longer.
    requestTimeout: 30_000,
    // The gateway's request id: the mock's log lines of a call carry the id the gateway logged it under.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('events', new EventBus(db, config.feedRetainedEvents));
  app.decorate('replyDelays', new ReplyDelays());
  app.decorate('chat', new ChatHub());
  app.decorate('beacons', new BeaconLog());
  app.decorate('metrics', new MockMetrics());
  if (config.metrics.port !== null) app.metrics.collectProcessMetrics();
  app.metrics.timeRequests(app);
  app.decorate('rsaKeyPair', options.rsaKeyPair ?? rsaKeyPairOfProcess());
  app.decorateRequest('merchant');
  app.decorateRequest('auth', null);

  app.register(fastifyCookie);
  // Forgot-by-email and the stand-in provider's consent form post form-urlencoded bodies.
  app.register(fastifyFormbody);

  app.get('/healthz', async () => ({ ok: true }));
  app.register(staticRoutes);

  // The /wps calls and the lottery gateway's /lgw calls, one plugin per call group
  // (CALL_REGISTRY of @site/contracts/registry): each names its merchant in the Merchant header, and
  // those whose config names an audit action leave an audit event.
  app.register(async (upstream) => {
    upstream.addHook('onRequest', requireMerchant);
    upstream.addHook('onRoute', checkCallerFirst);
    upstream.addHook('onSend', recordAuditEvent);
    if (config.isQaApiEnabled) upstream.addHook('onSend', holdReply(app.replyDelays));
    await upstream.register(systemRoutes);
    await upstream.register(sessionRoutes);
    await upstream.register(accountRoutes);
    await upstream.register(walletRoutes);
    await upstream.register(recordsRoutes);
    await upstream.register(gamesRoutes);
    await upstream.register(lotteryRoutes);
    await upstream.register(contentRoutes);
    await upstream.register(agentRoutes);
    await upstream.register(rewardsRoutes);
    await upstream.register(liveRoutes);
    await upstream.register(responsibleRoutes);
  });

  // Game pages, their API and the seamless wallet: the launch token (or X-Seamless-Key) authenticates.
  app.register(playRoutes);
  // The live chat's page, its API and stream: the chat ticket authenticates.
  app.register(chatPageRoutes);

  if (config.isQaApiEnabled) app.register(qaRoutes, { prefix: '/__qa' });

  scheduleWithdrawalAutoConfirm(app);
  scheduleAgentSettlement(app);
  scheduleLottery(app);

  return app;
};

export type TApp = ReturnType<typeof buildApp>;
