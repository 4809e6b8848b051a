import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.js';
import type { TDatabase } from './db/client.js';
import { agentRoutes } from './domains/agent/routes.js';
import { bankCardRoutes } from './domains/cashier/bank-card-routes.js';
import { paymentPasswordRoutes } from './domains/cashier/payment-password-routes.js';
import { uplineRoutes } from './domains/cashier/upline-routes.js';
import { withdrawRoutes } from './domains/cashier/withdraw-routes.js';
import { contentRoutes } from './domains/content/routes.js';
import { gameIconRoutes } from './domains/games/icon-routes.js';
import { lotteryMenuRoutes } from './domains/games/lottery-routes.js';
import { gameRoutes } from './domains/games/routes.js';
import { staticRoutes } from './domains/content/static-routes.js';
import { memberRoutes } from './domains/member/routes.js';
import { passwordRoutes } from './domains/password/routes.js';
import { recordRoutes } from './domains/records/routes.js';
import { sessionRoutes } from './domains/session/routes.js';
import { providerRoutes } from './domains/social/provider-routes.js';
import { socialLoginRoutes } from './domains/social/routes.js';
import { systemRoutes } from './domains/system/routes.js';
import { verificationRoutes } from './domains/verification/routes.js';
import { walletRoutes } from './domains/wallet/routes.js';
import { depositRoutes } from './domains/cashier/deposit-routes.js';
import { inboxRoutes } from './domains/messages/inbox-routes.js';
import { eventFeedRoutes } from './events/feed-routes.js';
import { launchRoutes, playRoutes } from './games/routes.js';
import { pokerRelayRoutes } from './games/live/poker/relay-routes.js';
import { qaRoutes } from './qa/routes.js';
import { rsaKeyPairOfProcess } from './wire/encrypted-body.js';
import type { TRsaKeyPair } from '@site/wire-crypto';
import { handleError, handleNotFound } from './wire/error-handler.js';
import { requireMerchant } from './wire/merchant-hook.js';
import { EventBus } from './events/event-bus.js';
import { scheduleWithdrawalAutoConfirm } from './jobs/withdrawal-auto-confirm.js';

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
    // The gateway waits 30 s at most (docs/upstream.md §1), so nothing here should take longer.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('events', new EventBus());
  app.decorate('rsaKeyPair', options.rsaKeyPair ?? rsaKeyPairOfProcess());
  app.decorateRequest('merchant');
  app.decorateRequest('auth', null);

  app.register(fastifyCookie);
  // Forgot-by-email and the stand-in provider's consent form post form-urlencoded bodies.
  app.register(fastifyFormbody);

  app.get('/healthz', async () => ({ ok: true }));
  app.register(staticRoutes);
  app.register(gameIconRoutes);
  app.register(providerRoutes);

  // The /wps calls: each one names its merchant in the Merchant header.
  app.register(async (wps) => {
    wps.addHook('onRequest', requireMerchant);
    await wps.register(systemRoutes);
    await wps.register(sessionRoutes);
    await wps.register(socialLoginRoutes);
    await wps.register(verificationRoutes);
    await wps.register(memberRoutes);
    await wps.register(passwordRoutes);
    await wps.register(agentRoutes);
    await wps.register(walletRoutes);
    await wps.register(depositRoutes);
    await wps.register(inboxRoutes);
    await wps.register(eventFeedRoutes);
    await wps.register(bankCardRoutes);
    await wps.register(paymentPasswordRoutes);
    await wps.register(withdrawRoutes);
    await wps.register(uplineRoutes);
    await wps.register(recordRoutes);
    await wps.register(contentRoutes);
    await wps.register(gameRoutes);
    await wps.register(launchRoutes);
    await wps.register(pokerRelayRoutes);
  });

  // Game pages, their API and the seamless wallet: the launch token (or X-Seamless-Key) authenticates.
  app.register(playRoutes);

  // The lottery gateway's calls (/lgw) name their merchant the same way.
  app.register(async (lgw) => {
    lgw.addHook('onRequest', requireMerchant);
    await lgw.register(lotteryMenuRoutes);
  });

  if (config.isQaApiEnabled) app.register(qaRoutes, { prefix: '/__qa' });

  scheduleWithdrawalAutoConfirm(app);

  return app;
};

export type TApp = ReturnType<typeof buildApp>;
