import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WALLET_PATHS, ZWireConfirmWithdrawalBodySchema, ZWireWithdrawBodySchema } from '@site/contracts';
import { ZWireMoneyAmount } from '../../../core/money/money-input.js';
import { PROOF_BODY_LIMIT_BYTES } from '../../../core/money/proof-images.js';
import { ZRecordQuerySchema } from '../../../core/records/record-query.js';
import { decryptEncryptedBody } from '../../../wire/encrypted-body.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { requireRealMember } from '../../../wire/token-hook.js';
import { confirmWithdrawal } from './withdraw-confirm.js';
import { withdrawReport } from './withdraw-report.js';
import { createWithdrawal } from './withdraw-service.js';
import { withdrawLimitsOf, withdrawSettingsReply } from './withdraw-settings.js';

/** Withdrawal calls of docs/history/money-interfaces.md: settings, the (enc) withdraw, the report and the member's confirmation. */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    WALLET_PATHS.withdrawSettings,
    {
      schema: { querystring: z.object({ groupId: z.coerce.number().int().default(0) }) },
      preHandler: requireRealMember,
    },
    async (request) => success(withdrawSettingsReply(withdrawLimitsOf(app.db, request.merchant.id))),
  );

  app.post(
    WALLET_PATHS.withdraw,
    {
      schema: { body: ZWireWithdrawBodySchema.extend({ amount: ZWireMoneyAmount }) },
      config: { audit: 'wallet.withdraw' },
      // The token first: a guest or trial member is refused before the body is decrypted.
      onRequest: requireRealMember,
      preValidation: decryptEncryptedBody,
    },
    async (request) => {
      const { member } = authenticated(request);
      const { amount, ...rest } = request.body;
      return success(await createWithdrawal(app, member, { amountMinor: amount, ...rest }, new Date()));
    },
  );

  app.get(
    WALLET_PATHS.withdrawReport,
    { schema: { querystring: ZRecordQuerySchema }, preHandler: requireRealMember },
    async (request) =>
      success(withdrawReport(app, authenticated(request).member.id, request.query, new Date())),
  );

  app.post(
    WALLET_PATHS.confirmWithdrawal,
    {
      schema: { body: ZWireConfirmWithdrawalBodySchema },
      config: { audit: 'wallet.confirmWithdrawal' },
      bodyLimit: PROOF_BODY_LIMIT_BYTES,
      preHandler: requireRealMember,
    },
    async (request) =>
      success(confirmWithdrawal(app, authenticated(request).member.id, request.body, new Date())),
  );
};
