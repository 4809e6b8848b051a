import { z } from 'zod';
import { BONUS_TYPES, TRANSACTION_TYPES } from '../domain/cashier.js';
import { wirePageOf, ZWireAmount, ZWireId, ZWireTime } from './common.js';

/**
 * The records group: the member's history (transactions, bets, profit and
 * loss, bonuses) and the manual rebate (docs/product.md §7 "Wallet", §9).
 * Record queries take `startDate`/`endDate` as merchant calendar days
 * (yyyy-MM-dd, inclusive) plus `pageNo`/`pageSize`.
 */
export const RECORDS_PATHS = {
  transactions: '/wps/relay/ODSFE2_MemTransDet',
  /** Ours: settled and open game rounds of the member. */
  bets: '/wps/relay/ODSFE2_MemBetDet',
  profitLoss: '/wps/relay/ODSFE2_MemPNL',
  /** Ours: bonuses credited (promotions, rebates, operator grants). */
  bonuses: '/wps/relay/ODSFE2_MemBonusDet',
  /** Ours: rebate claimable now, per category, at the rates of docs/product.md §9. */
  manualRebate: '/wps/relay/MCSFE_getManualRebate',
  /** Ours: credit the claimable rebate to the main wallet. */
  claimManualRebate: '/wps/relay/MCSFE_claimManualRebate',
} as const;

/** Legacy twins the upstream also answers, alike; the mock serves them with the same implementation. */
export const RECORDS_TWIN_PATHS = {
  transactions: '/wps/relay/ODS2_MemberTransaction',
} as const satisfies Partial<Record<keyof typeof RECORDS_PATHS, string>>;

export const ZWireTransactionSchema = z.object({
  transactionId: ZWireId,
  type: z.enum(TRANSACTION_TYPES),
  /** Signed: money in is positive. */
  amount: ZWireAmount,
  balanceAfter: ZWireAmount,
  accountTypeId: z.coerce.number().int(),
  createdAt: ZWireTime,
  remark: z.string().nullish(),
});
export const ZWireTransactionsSchema = wirePageOf(ZWireTransactionSchema);

export const ZWireBetSchema = z.object({
  roundId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  betAmount: ZWireAmount,
  winAmount: ZWireAmount,
  /** winAmount − betAmount (0 while open). */
  netAmount: ZWireAmount,
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: ZWireTime,
  settledAt: ZWireTime.nullish(),
});
export const ZWireBetsSchema = wirePageOf(ZWireBetSchema).extend({
  /** Totals over the whole filtered range, not only this page. */
  summary: z.object({ betAmount: ZWireAmount, winAmount: ZWireAmount, netAmount: ZWireAmount }),
});

/** `value` of `GET ODSFE2_MemPNL?startDate&endDate`. */
export const ZWireProfitLossSchema = z.object({
  categories: z.array(
    z.object({
      gameType: z.string(),
      betCount: z.coerce.number().int(),
      betAmount: ZWireAmount,
      winAmount: ZWireAmount,
      profitLoss: ZWireAmount,
    }),
  ),
  betAmount: ZWireAmount,
  winAmount: ZWireAmount,
  /** winAmount − betAmount over all categories. */
  profitLoss: ZWireAmount,
  depositAmount: ZWireAmount,
  withdrawAmount: ZWireAmount,
  bonusAmount: ZWireAmount,
  rebateAmount: ZWireAmount,
});

export const ZWireBonusSchema = z.object({
  bonusId: ZWireId,
  type: z.enum(BONUS_TYPES),
  amount: ZWireAmount,
  createdAt: ZWireTime,
  remark: z.string().nullish(),
});
export const ZWireBonusesSchema = wirePageOf(ZWireBonusSchema).extend({ totalAmount: ZWireAmount });

/** `value` of `GET MCSFE_getManualRebate`: valid bets since the last claim, per category. */
export const ZWireManualRebateSchema = z.object({
  categories: z.array(
    z.object({
      gameType: z.string(),
      validBet: ZWireAmount,
      /** Percent, docs/product.md §9 (PVP 0). */
      rate: ZWireAmount,
      rebateAmount: ZWireAmount,
    }),
  ),
  totalRebate: ZWireAmount,
  /** The start of the current claim period: the last claim, or the member's first bet. */
  since: ZWireTime.nullish(),
});
/** Body of `POST MCSFE_claimManualRebate`; `value` is what was credited. */
export const ZWireClaimManualRebateBodySchema = z.object({ requestId: z.string().min(8).max(64) });
export const ZWireClaimManualRebateSchema = z.object({ amount: ZWireAmount, bonusId: ZWireId.nullish() });
