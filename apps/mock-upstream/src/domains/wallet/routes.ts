import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION, WALLET_PATHS, WALLET_TWIN_PATHS, ZWireWalletTransferBodySchema } from '@site/contracts';
import { consolidatedFlags } from '../../core/agent-tree/contract-flags.js';
import { ZWireMoneyAmount } from '../../core/money/money-input.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from '../../core/money/wallet-service.js';
import { cashierSettingsOf, walletTypesOf } from '../../core/money/wallet-store.js';
import { publishBalance } from '../../events/member-events.js';
import { success } from '../../wire/envelope.js';
import { requestLanguage } from '../../wire/headers.js';
import { authenticated, requireMember } from '../../wire/token-hook.js';
import { requireRealMember } from '../../wire/token-hook.js';
import { bankCardRoutes } from './bank-cards/routes.js';
import { depositRoutes } from './deposit/routes.js';
import { paymentPasswordRoutes } from './payment-password/routes.js';
import { transferBetweenWallets } from './transfer-service.js';
import { uplineRoutes } from './upline/routes.js';
import { withdrawRoutes } from './withdraw/routes.js';

const ZTransferBodySchema = ZWireWalletTransferBodySchema.extend({ amount: ZWireMoneyAmount }).refine(
  (body) => body.fromAccountTypeId !== body.toAccountTypeId,
  { path: ['toAccountTypeId'], error: VALIDATION.sameWallet },
);

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(bankCardRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(uplineRoutes);

  // The legacy `/wps/wallets/gcs` answers the same balance.
  for (const url of [WALLET_PATHS.balance, WALLET_TWIN_PATHS.balance])
    app.get(
      url,
      {
        schema: {
          querystring: z.object({ typeId: z.coerce.number().int().min(0).default(ALL_WALLETS_TYPE_ID) }),
        },
        preHandler: requireMember,
      },
      async (request) => {
        const { member } = authenticated(request);
        return success(buildBalance(app.db, request.merchant, member.id, request.query.typeId));
      },
    );

  app.get(WALLET_PATHS.merchantWallet, { preHandler: requireMember }, async (request) => {
    const { merchant } = request;
    const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
    return success({
      isSingle: cashierSettingsOf(app.db, merchant.id)?.isSingleWallet !== false,
      wallets: walletTypesOf(app.db, merchant.id, language),
    });
  });

  app.post(
    WALLET_PATHS.walletTransfer,
    {
      schema: { body: ZTransferBodySchema },
      config: { audit: 'wallet.transfer' },
      preHandler: requireRealMember,
    },
    async (request) => {
      const { member } = authenticated(request);
      const { fromAccountTypeId, toAccountTypeId, amount, requestId } = request.body;
      const balance = transferBetweenWallets(app.db, request.merchant, member.id, {
        fromAccountTypeId,
        toAccountTypeId,
        amountMinor: amount,
        requestId,
      });
      publishBalance(app, member.id);
      return success(balance);
    },
  );

  app.get(WALLET_PATHS.consolidated, { preHandler: requireRealMember }, async (request) =>
    success(consolidatedFlags(app.db, request.merchant, authenticated(request).member)),
  );
};
