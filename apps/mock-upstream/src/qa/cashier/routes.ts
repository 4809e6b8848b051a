import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_STATUSES } from '@site/contracts';
import { checkLedger } from '../../core/money/ledger-check.js';
import { cashierSettings } from '../../db/schema-money.js';
import { publishDepositChange } from '../../domains/wallet/deposit/deposit-events.js';
import {
  decideDeposit,
  depositsForQa,
  wireDepositOrder,
} from '../../domains/wallet/deposit/deposit-service.js';
import { SEED_CASHIER_SETTINGS } from '../../seed/data/cashier.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { findQaMerchant } from '../qa-service.js';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The operator's side of deposits, the cashier switches and the ledger check (docs/history/money-interfaces.md, QA API). */
export const qaCashierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deposits',
    { schema: { querystring: z.object({ status: z.enum(DEPOSIT_STATUSES).optional() }) } },
    async (request) => ({ deposits: depositsForQa(app.db, request.query.status) }),
  );

  const decide = (orderId: number, decision: Parameters<typeof decideDeposit>[2]) => {
    const order = decideDeposit(app.db, orderId, decision);
    const wire = wireDepositOrder(app.db, order, 'EN');
    publishDepositChange(app, order.memberId, wire);
    return wire;
  };

  app.post('/deposits/:id/approve', { schema: { params: ZIdParams } }, async (request) =>
    decide(request.params.id, { approve: true }),
  );

  app.post(
    '/deposits/:id/reject',
    {
      schema: {
        params: ZIdParams,
        body: z.object({ remark: z.string().trim().max(140).optional() }).default({}),
      },
    },
    async (request) => decide(request.params.id, { approve: false, remark: request.body.remark || null }),
  );

  app.post(
    '/cashier',
    {
      schema: {
        body: z.object({
          isSingleWallet: z.boolean().optional(),
          allowDeposit: z.boolean().optional(),
          withdrawAutoConfirmMinutes: z
            .number()
            .int()
            .min(1)
            .max(7 * 24 * 60)
            .optional(),
          merchant: z.string().min(1).default(DEMO_MERCHANT_CODE),
        }),
      },
    },
    async (request) => {
      const { merchant: code, ...changes } = request.body;
      const merchantId = findQaMerchant(app.db, code).id;
      return (
        app.db
          .insert(cashierSettings)
          .values({ merchantId, ...SEED_CASHIER_SETTINGS, ...changes })
          // merchantId in `set` keeps the update valid when the body changes nothing.
          .onConflictDoUpdate({ target: cashierSettings.merchantId, set: { merchantId, ...changes } })
          .returning()
          .get()
      );
    },
  );

  app.get('/ledger-check', async () => {
    const mismatches = checkLedger(app.db);
    return { ok: mismatches.length === 0, mismatches };
  });
};
