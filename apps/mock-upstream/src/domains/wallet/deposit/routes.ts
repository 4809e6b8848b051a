import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WALLET_PATHS, ZWireDepositByQrBodySchema, ZWireManualTransferBodySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { ZRecordQuerySchema } from '../../records/record-query.js';
import { requireRealMember, ZWireMoneyAmount } from '../money-input.js';
import { PROOF_BODY_LIMIT_BYTES } from '../proof-images.js';
import { publishDepositChange } from './deposit-events.js';
import { createDeposit, depositReport, depositSettings, type TDepositRequest } from './deposit-service.js';

/** The pictures' count and content are checked by the deposit (`invalid_proof_image`), not the schema. */
const depositFields = { amount: ZWireMoneyAmount, pictures: z.array(z.string()).default([]) };
const ZManualTransferBodySchema = ZWireManualTransferBodySchema.extend(depositFields);
const ZDepositByQrBodySchema = ZWireDepositByQrBodySchema.extend(depositFields);

/** The deposit calls of the cashier (docs/money-interfaces.md). */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const deposit = (request: FastifyRequest, input: TDepositRequest) => {
    const { member } = authenticated(request);
    const order = createDeposit(app.db, request.merchant, member.id, input);
    publishDepositChange(app, member.id, order);
    return success(order);
  };

  app.get(WALLET_PATHS.depositSettings, { preHandler: requireRealMember }, async (request) =>
    success(depositSettings(app.db, request.merchant, authenticated(request).member.id)),
  );

  app.post(
    WALLET_PATHS.depositManualTransfer,
    {
      schema: { body: ZManualTransferBodySchema },
      config: { audit: 'wallet.deposit' },
      preHandler: requireRealMember,
      bodyLimit: PROOF_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { channelId, amount, payeeName, pictures, requestId } = request.body;
      return deposit(request, {
        call: 'manual',
        channelId,
        amountMinor: amount,
        payeeName,
        pictures,
        requestId,
      });
    },
  );

  app.post(
    WALLET_PATHS.depositByQr,
    {
      schema: { body: ZDepositByQrBodySchema },
      config: { audit: 'wallet.deposit' },
      preHandler: requireRealMember,
      bodyLimit: PROOF_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { channelId, amount, pictures, requestId } = request.body;
      return deposit(request, {
        call: 'qr',
        channelId,
        amountMinor: amount,
        payeeName: null,
        pictures,
        requestId,
      });
    },
  );

  app.get(
    WALLET_PATHS.depositReport,
    { schema: { querystring: ZRecordQuerySchema }, preHandler: requireRealMember },
    async (request) => success(depositReport(app.db, authenticated(request).member.id, request.query)),
  );
};
