import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEPOSIT_CHANNEL_TYPES,
  WALLET_PATHS,
  WALLET_TWIN_PATHS,
  ZWireDepositByQrBodySchema,
  ZWireManualTransferBodySchema,
  ZWirePaymentGatewayBodySchema,
} from '@site/contracts';
import { ZWireMoneyAmount } from '../../../core/money/money-input.js';
import { PROOF_BODY_LIMIT_BYTES } from '../../../core/money/proof-images.js';
import { ZRecordQuerySchema } from '../../../core/records/record-query.js';
import { success } from '../../../wire/envelope.js';
import { requestLanguage } from '../../../wire/headers.js';
import { authenticated } from '../../../wire/token-hook.js';
import { requireRealMember } from '../../../wire/token-hook.js';
import { depositPromoList } from '../../rewards/claims/deposit-bonus.js';
import { vendorBanksOf } from './deposit-banks.js';
import { requireChannel } from './deposit-channels.js';
import { publishDepositChange } from './deposit-events.js';
import { createDeposit, depositReport, depositSettings, type TDepositRequest } from './deposit-service.js';

/** The pictures' count and content are checked by the deposit (`invalid_proof_image`), not the schema. */
const depositFields = { amount: ZWireMoneyAmount, pictures: z.array(z.string()).default([]) };
const ZManualTransferBodySchema = ZWireManualTransferBodySchema.extend(depositFields);
const ZDepositByQrBodySchema = ZWireDepositByQrBodySchema.extend(depositFields);
const ZPaymentGatewayBodySchema = ZWirePaymentGatewayBodySchema.extend({ amount: ZWireMoneyAmount });

/** A channel's vendor, or the vendor named outright. */
const ZBanksByVendorQuerySchema = z
  .object({ channelId: z.string().max(32).optional(), vendorId: z.string().max(32).optional() })
  .refine((query) => query.channelId !== undefined || query.vendorId !== undefined, {
    path: ['vendorId'],
    error: 'required',
  });

const languageOf = (request: FastifyRequest) =>
  requestLanguage(request, request.merchant.languages, request.merchant.defaultLanguage);

/** The deposit calls of the cashier (docs/history/money-interfaces.md). */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const deposit = (request: FastifyRequest, input: TDepositRequest) => {
    const { member } = authenticated(request);
    const order = createDeposit(app.db, request.merchant, member.id, input, languageOf(request));
    publishDepositChange(app, member.id, order);
    return success(order);
  };

  app.get(WALLET_PATHS.depositSettings, { preHandler: requireRealMember }, async (request) =>
    success(depositSettings(app.db, request.merchant, authenticated(request).member.id)),
  );

  app.get(WALLET_PATHS.depositPromoList, { preHandler: requireRealMember }, async (request) =>
    success(
      depositPromoList(app.db, request.merchant.id, authenticated(request).member.id, languageOf(request)),
    ),
  );

  app.get(
    WALLET_PATHS.depositBanksByVendor,
    { schema: { querystring: ZBanksByVendorQuerySchema }, preHandler: requireRealMember },
    async (request) => {
      const { channelId, vendorId } = request.query;
      const vendor =
        channelId === undefined
          ? (vendorId ?? '')
          : requireChannel(app.db, request.merchant.id, channelId, DEPOSIT_CHANNEL_TYPES).vendorId;
      return success(vendorBanksOf(app.db, request.merchant.id, vendor));
    },
  );

  // The legacy MCS2 name of the manual transfer is served alike.
  for (const url of [WALLET_PATHS.depositManualTransfer, WALLET_TWIN_PATHS.depositManualTransfer])
    app.post(
      url,
      {
        schema: { body: ZManualTransferBodySchema },
        config: { audit: 'wallet.deposit' },
        preHandler: requireRealMember,
        bodyLimit: PROOF_BODY_LIMIT_BYTES,
      },
      async (request) => {
        const { channelId, amount, payeeName, pictures, promotionId, requestId } = request.body;
        return deposit(request, {
          call: 'manual',
          channelId,
          amountMinor: amount,
          payeeName,
          payerBankCode: null,
          promotionId: promotionId ?? null,
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
      const { channelId, amount, pictures, promotionId, requestId } = request.body;
      return deposit(request, {
        call: 'qr',
        channelId,
        amountMinor: amount,
        payeeName: null,
        payerBankCode: null,
        promotionId: promotionId ?? null,
        pictures,
        requestId,
      });
    },
  );

  app.post(
    WALLET_PATHS.depositPaymentGateway,
    {
      schema: { body: ZPaymentGatewayBodySchema },
      config: { audit: 'wallet.deposit' },
      preHandler: requireRealMember,
    },
    async (request) => {
      const { channelId, amount, bankCode, promotionId, requestId } = request.body;
      return deposit(request, {
        call: 'online',
        channelId,
        amountMinor: amount,
        payeeName: null,
        payerBankCode: bankCode,
        promotionId: promotionId ?? null,
        pictures: [],
        requestId,
      });
    },
  );

  app.get(
    WALLET_PATHS.depositReport,
    { schema: { querystring: ZRecordQuerySchema }, preHandler: requireRealMember },
    async (request) =>
      success(depositReport(app.db, authenticated(request).member.id, request.query, languageOf(request))),
  );
};
