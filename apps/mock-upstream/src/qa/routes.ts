import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECOND_FACTOR_METHODS, ZRegisterRuleSchema } from '@site/contracts';
import { listOutbox } from '../core/messages/outbox.js';
import { expireSession } from '../core/sessions/session-store.js';
import { setGameMaintenance } from '../domains/games/maintenance.js';
import { latestCaptcha } from '../domains/session/captcha-service.js';
import { setMaintenance, setRegionBlock } from '../domains/system/system-service.js';
import { DEMO_LOGINS, DEMO_MERCHANT_CODE, resetToSeed } from '../seed/seed.js';
import { WireError, wireErrors } from '../wire/envelope.js';
import { qaAgentContractRoutes } from './agent-contracts/routes.js';
import { qaAgentTreeRoutes } from './agent-tree/routes.js';
import { qaAuditRoutes } from './audit/routes.js';
import { qaBeaconRoutes } from './beacons/routes.js';
import { qaCashierRoutes } from './cashier/routes.js';
import { qaChatRoutes } from './chat/routes.js';
import { qaFeedbackRoutes } from './feedback/routes.js';
import { qaLotteryRoutes } from './lottery/routes.js';
import { qaPointRedemptionRoutes } from './point-redemptions/routes.js';
import { qaProfileRoutes } from './profile/routes.js';
import {
  createQaMember,
  findQaMerchant,
  mergeRegisterRule,
  QA_MEMBER_KINDS,
  setWhitelabelFlag,
} from './qa-service.js';
import { qaReplyDelayRoutes } from './reply-delays/routes.js';
import { qaResponsibleRoutes } from './responsible/routes.js';
import { qaRewardRoutes } from './rewards/routes.js';
import { qaWithdrawalRoutes } from './withdrawals/routes.js';

const merchantField = { merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) };
const ZSwitchSchema = z.object({ on: z.boolean(), ...merchantField });

/** The newest messages a QA read returns unless it asks for more. */
const DEFAULT_OUTBOX_LIMIT = 50;

/**
 * The QA scenario API (docs/history/skeleton-interfaces.md, docs/history/accounts-interfaces.md):
 * registered only when QA_API=1. JSON in and out; failures use the envelope like the rest.
 */
export const qaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(qaWithdrawalRoutes);
  await app.register(qaCashierRoutes);
  await app.register(qaAuditRoutes);
  await app.register(qaBeaconRoutes);
  await app.register(qaReplyDelayRoutes);
  await app.register(qaAgentTreeRoutes);
  await app.register(qaAgentContractRoutes);
  await app.register(qaRewardRoutes);
  await app.register(qaPointRedemptionRoutes);
  await app.register(qaLotteryRoutes);
  await app.register(qaFeedbackRoutes);
  await app.register(qaChatRoutes);
  await app.register(qaProfileRoutes);
  await app.register(qaResponsibleRoutes);

  app.post('/maintenance', { schema: { body: ZSwitchSchema } }, async (request) => {
    const merchantId = findQaMerchant(app.db, request.body.merchant).id;
    setMaintenance(app.db, merchantId, request.body.on);
    app.events.publishSiteStatus(merchantId);
    return { maintenance: request.body.on };
  });

  app.post('/region-block', { schema: { body: ZSwitchSchema } }, async (request) => {
    const merchantId = findQaMerchant(app.db, request.body.merchant).id;
    setRegionBlock(app.db, merchantId, request.body.on);
    app.events.publishSiteStatus(merchantId);
    return { regionRestriction: request.body.on };
  });

  app.post(
    '/game-maintenance',
    {
      schema: {
        body: z.object({
          vassalage: z.string().min(1).optional(),
          nodeId: z.string().min(1).optional(),
          on: z.boolean(),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { vassalage, nodeId, on, merchant } = request.body;
      return setGameMaintenance(app.db, findQaMerchant(app.db, merchant).id, { vassalage, nodeId, isOn: on });
    },
  );

  app.post(
    '/whitelabel',
    { schema: { body: z.object({ flag: z.string().min(1), enabled: z.boolean(), ...merchantField }) } },
    async (request) => {
      const { flag, enabled, merchant } = request.body;
      return setWhitelabelFlag(app.db, findQaMerchant(app.db, merchant), flag.toUpperCase(), enabled);
    },
  );

  app.post(
    '/register-settings',
    {
      schema: {
        body: z.object({ field: z.string().min(1), rule: ZRegisterRuleSchema.partial(), ...merchantField }),
      },
    },
    async (request) => {
      const { field, rule, merchant } = request.body;
      return mergeRegisterRule(app.db, findQaMerchant(app.db, merchant), field, rule);
    },
  );

  app.post(
    '/members',
    {
      schema: {
        body: z.object({
          kind: z.enum(QA_MEMBER_KINDS),
          /** Opening balance of the main wallet, in minor units (written as a ledger entry). */
          balanceMinor: z.number().int().min(0).default(0),
          secondFactor: z.enum(SECOND_FACTOR_METHODS).optional(),
          /** An agent's username: the member's upline. */
          uplineUsername: z.string().min(1).optional(),
          paymentPassword: z
            .string()
            .regex(/^\d{6}$/)
            .optional(),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { kind, balanceMinor, secondFactor, uplineUsername, paymentPassword, merchant } = request.body;
      return createQaMember(
        app.db,
        findQaMerchant(app.db, merchant),
        { kind, openingBalanceMinor: balanceMinor, secondFactor, uplineUsername, paymentPassword },
        new Date(),
      );
    },
  );

  app.post(
    '/sessions/expire',
    { schema: { body: z.object({ token: z.string().min(1) }) } },
    async (request) => {
      if (!expireSession(app.db, request.body.token, new Date())) {
        throw wireErrors.validationFailed({ token: 'validation.invalid' });
      }
      return { token: request.body.token, expired: true };
    },
  );

  app.get('/captcha/latest', async () => {
    const captcha = latestCaptcha(app.db);
    if (!captcha) throw new WireError(404, 'function.not.available', 'No captcha has been issued yet');
    return captcha;
  });

  app.get(
    '/outbox',
    {
      schema: {
        querystring: z.object({
          /** An SMS address (dialing code digits and number, no `+`) or an email. */
          to: z.string().trim().min(1).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_OUTBOX_LIMIT),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { to, limit, merchant } = request.query;
      return { messages: listOutbox(app.db, findQaMerchant(app.db, merchant).id, to, limit) };
    },
  );

  app.post('/reset', async () => {
    await resetToSeed(app.db);
    app.replyDelays.clear();
    return { ok: true, logins: DEMO_LOGINS };
  });
};
