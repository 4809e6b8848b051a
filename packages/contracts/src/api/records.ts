import { z } from 'zod';
import { BONUS_TYPES, CASHIER_LIMITS, GAME_CATEGORIES, TRANSACTION_TYPES } from '../domain/index.js';
import { pageOf, ZPageShape } from './paging.js';
import { VALIDATION } from './validation.js';
import { ZRequestIdSchema } from './wallet.js';

const ZMinorUnits = z.number().int();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A merchant calendar day, yyyy-MM-dd, that exists. */
export const ZRecordDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION.dateRange)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, VALIDATION.dateRange);

/** Whole days from `startDate` to `endDate`, inclusive. */
export const daysInRange = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

/** The date-range fields of a records query, checked with `isValidRange` (`RANGE_ERROR`). */
export const ZDateRangeShape = {
  startDate: ZRecordDateSchema,
  endDate: ZRecordDateSchema,
};
export const isValidRange = (input: { startDate: string; endDate: string }) => {
  const days = daysInRange(input.startDate, input.endDate);
  return days >= 1 && days <= CASHIER_LIMITS.maxRecordRangeDays;
};
export const RANGE_ERROR = { message: VALIDATION.dateRange, path: ['endDate'] };

export const ZDateRangeInputSchema = z.strictObject(ZDateRangeShape).refine(isValidRange, RANGE_ERROR);
export type TDateRangeInput = z.input<typeof ZDateRangeInputSchema>;

export const ZPagedRangeInputSchema = z
  .strictObject({ ...ZDateRangeShape, ...ZPageShape })
  .refine(isValidRange, RANGE_ERROR);
export type TPagedRangeInput = z.input<typeof ZPagedRangeInputSchema>;

export const ZTransactionsInputSchema = z
  .strictObject({ ...ZDateRangeShape, ...ZPageShape, type: z.enum(TRANSACTION_TYPES).optional() })
  .refine(isValidRange, RANGE_ERROR);
export type TTransactionsInput = z.input<typeof ZTransactionsInputSchema>;
export const ZTransactionSchema = z.object({
  transactionId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: ZMinorUnits,
  balanceAfter: ZMinorUnits,
  accountTypeId: z.number().int(),
  createdAt: z.number().int(),
  remark: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;
export const ZTransactionsOutputSchema = pageOf(ZTransactionSchema);

export const ZBetsInputSchema = z
  .strictObject({ ...ZDateRangeShape, ...ZPageShape, gameType: z.enum(GAME_CATEGORIES).optional() })
  .refine(isValidRange, RANGE_ERROR);
export type TBetsInput = z.input<typeof ZBetsInputSchema>;
export const ZBetSchema = z.object({
  roundId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  betAmount: ZMinorUnits,
  winAmount: ZMinorUnits,
  netAmount: ZMinorUnits,
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type TBet = z.infer<typeof ZBetSchema>;
export const ZBetsOutputSchema = pageOf(ZBetSchema).extend({
  summary: z.object({ betAmount: ZMinorUnits, winAmount: ZMinorUnits, netAmount: ZMinorUnits }),
});

export const ZProfitLossOutputSchema = z.object({
  categories: z.array(
    z.object({
      gameType: z.string(),
      betCount: z.number().int(),
      betAmount: ZMinorUnits,
      winAmount: ZMinorUnits,
      profitLoss: ZMinorUnits,
    }),
  ),
  betAmount: ZMinorUnits,
  winAmount: ZMinorUnits,
  profitLoss: ZMinorUnits,
  depositAmount: ZMinorUnits,
  withdrawAmount: ZMinorUnits,
  bonusAmount: ZMinorUnits,
  rebateAmount: ZMinorUnits,
});
export type TProfitLoss = z.infer<typeof ZProfitLossOutputSchema>;

export const ZBonusesInputSchema = z
  .strictObject({ ...ZDateRangeShape, ...ZPageShape, type: z.enum(BONUS_TYPES).optional() })
  .refine(isValidRange, RANGE_ERROR);
export const ZBonusSchema = z.object({
  bonusId: z.string(),
  type: z.enum(BONUS_TYPES),
  amount: ZMinorUnits,
  createdAt: z.number().int(),
  remark: z.string().nullable(),
});
export type TBonus = z.infer<typeof ZBonusSchema>;
export const ZBonusesOutputSchema = pageOf(ZBonusSchema).extend({ totalAmount: ZMinorUnits });

export const ZManualRebateOutputSchema = z.object({
  categories: z.array(
    z.object({
      gameType: z.string(),
      validBet: ZMinorUnits,
      ratePercent: z.number(),
      rebateAmount: ZMinorUnits,
    }),
  ),
  totalRebate: ZMinorUnits,
  since: z.number().int().nullable(),
});
export type TManualRebate = z.infer<typeof ZManualRebateOutputSchema>;
export const ZClaimRebateInputSchema = z.strictObject({ requestId: ZRequestIdSchema });
export const ZClaimRebateOutputSchema = z.object({ amount: ZMinorUnits });
