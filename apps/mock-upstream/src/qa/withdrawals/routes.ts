import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BONUS_TYPES, toMajorUnits, WITHDRAWAL_STATUSES } from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { creditBonus } from '../../core/money/bonus-credit.js';
import { members } from '../../db/schema.js';
import { bankCards, withdrawals } from '../../db/schema-money.js';
import {
  approveWithdrawal,
  autoConfirmWithdrawals,
  rejectWithdrawal,
} from '../../domains/wallet/withdraw/withdraw-decisions.js';
import { withdrawLimitsOf } from '../../domains/wallet/withdraw/withdraw-settings.js';
import { wireWithdrawal } from '../../domains/wallet/withdraw/withdrawals.js';
import { publishBalance } from '../../events/member-events.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { wireErrors } from '../../wire/envelope.js';
import { findQaMerchant } from '../qa-service.js';

const MINUTE_MS = 60 * 1000;
const ZIdParams = z.object({ id: z.string().regex(/^\d+$/) });

/** The operator's side of withdrawals, and bonus grants (docs/history/money-interfaces.md, QA API). */
export const qaWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/withdrawals',
    { schema: { querystring: z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional() }) } },
    async (request) => {
      const { status } = request.query;
      const rows = app.db
        .select({
          withdrawal: withdrawals,
          bankName: bankCards.bankName,
          accountNumber: bankCards.accountNumber,
          username: members.username,
        })
        .from(withdrawals)
        .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(status ? eq(withdrawals.status, status) : undefined)
        .orderBy(desc(withdrawals.id))
        .all();
      return {
        withdrawals: rows.map((row) => ({ ...wireWithdrawal(row), username: row.username })),
      };
    },
  );

  app.post('/withdrawals/:id/approve', { schema: { params: ZIdParams } }, async (request) => {
    const approved = approveWithdrawal(app, request.params.id, new Date());
    return { withdrawalId: approved.id, status: approved.status, confirmBefore: approved.confirmBefore };
  });

  app.post(
    '/withdrawals/:id/reject',
    { schema: { params: ZIdParams, body: z.object({ remark: z.string().max(140).optional() }).default({}) } },
    async (request) => {
      const rejected = rejectWithdrawal(app, request.params.id, request.body.remark, new Date());
      return { withdrawalId: rejected.id, status: rejected.status, remark: rejected.remark };
    },
  );

  app.post(
    '/withdrawals/auto-confirm',
    {
      schema: {
        body: z
          .object({
            minutesLater: z.number().int().min(0).optional(),
            merchant: z.string().default(DEMO_MERCHANT_CODE),
          })
          .default({ merchant: DEMO_MERCHANT_CODE }),
      },
    },
    async (request) => {
      const { minutesLater, merchant } = request.body;
      const minutes =
        minutesLater ?? withdrawLimitsOf(app.db, findQaMerchant(app.db, merchant).id).autoConfirmMinutes;
      const confirmed = autoConfirmWithdrawals(app, new Date(Date.now() + minutes * MINUTE_MS));
      return { confirmed: confirmed.map((withdrawal) => withdrawal.id) };
    },
  );

  app.post(
    '/bonus',
    {
      schema: {
        body: z.object({
          username: z.string().min(1),
          amountMinor: z.number().int().positive(),
          type: z.enum(BONUS_TYPES).default('MANUAL'),
          remark: z.string().max(140).optional(),
          merchant: z.string().default(DEMO_MERCHANT_CODE),
        }),
      },
    },
    async (request) => {
      const { username, amountMinor, type, remark, merchant } = request.body;
      const member = findMemberByUsername(app.db, findQaMerchant(app.db, merchant).id, username);
      if (!member) throw wireErrors.validationFailed({ username: 'validation.invalid' });
      const bonus = app.db.transaction((tx) =>
        creditBonus(tx, {
          memberId: member.id,
          type,
          amountMinor,
          remark,
          idempotencyKey: `qa-bonus:${randomUUID()}`,
          now: new Date(),
        }),
      );
      publishBalance(app, member.id);
      return { bonusId: bonus.id, username: member.username, type, amount: toMajorUnits(amountMinor) };
    },
  );
};
