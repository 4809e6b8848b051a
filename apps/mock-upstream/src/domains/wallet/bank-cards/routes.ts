import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WALLET_PATHS, ZWireAddBankCardBodySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { requireRealMember } from '../../../wire/token-hook.js';
import { addBankCard, listBankCards, wireBankCard } from './bank-cards.js';
import { WITHDRAW_BANKS } from './banks.js';

/** The banks to withdraw to, and the member's bank cards. */
export const bankCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(WALLET_PATHS.withdrawBanks, { preHandler: requireRealMember }, async () => success(WITHDRAW_BANKS));

  app.get(WALLET_PATHS.bankCards, { preHandler: requireRealMember }, async (request) =>
    success(listBankCards(app.db, authenticated(request).member.id).map(wireBankCard)),
  );

  app.post(
    WALLET_PATHS.addBankCard,
    {
      schema: { body: ZWireAddBankCardBodySchema },
      config: { audit: 'wallet.addBankCard' },
      preHandler: requireRealMember,
    },
    async (request) =>
      success(addBankCard(app.db, authenticated(request).member.id, request.body, new Date())),
  );
};
