import type { z } from 'zod';
import {
  type TBet,
  type TBonus,
  type TManualRebate,
  toMinorUnits,
  type TProfitLoss,
  type TTransaction,
  type ZBetsOutputSchema,
  type ZBonusesOutputSchema,
  type ZWireBetSchema,
  type ZWireBetsSchema,
  type ZWireBonusesSchema,
  type ZWireBonusSchema,
  type ZWireManualRebateSchema,
  type ZWireProfitLossSchema,
  type ZWireTransactionSchema,
} from '@site/contracts';
import { toPage } from './page.js';

export const toTransaction = (wire: z.output<typeof ZWireTransactionSchema>): TTransaction => ({
  transactionId: wire.transactionId,
  type: wire.type,
  amount: toMinorUnits(wire.amount),
  balanceAfter: toMinorUnits(wire.balanceAfter),
  accountTypeId: wire.accountTypeId,
  createdAt: wire.createdAt,
  remark: wire.remark ?? null,
});

export const toBet = (wire: z.output<typeof ZWireBetSchema>): TBet => ({
  roundId: wire.roundId,
  gameName: wire.gameName,
  vassalage: wire.vassalage,
  gameType: wire.gameType,
  betAmount: toMinorUnits(wire.betAmount),
  winAmount: toMinorUnits(wire.winAmount),
  netAmount: toMinorUnits(wire.netAmount),
  status: wire.status,
  createdAt: wire.createdAt,
  settledAt: wire.settledAt ?? null,
});

/** A page of game rounds with the totals over the whole range. */
export const toBets = (wire: z.output<typeof ZWireBetsSchema>): z.output<typeof ZBetsOutputSchema> => ({
  ...toPage(wire, toBet),
  summary: {
    betAmount: toMinorUnits(wire.summary.betAmount),
    winAmount: toMinorUnits(wire.summary.winAmount),
    netAmount: toMinorUnits(wire.summary.netAmount),
  },
});

export const toProfitLoss = (wire: z.output<typeof ZWireProfitLossSchema>): TProfitLoss => ({
  categories: wire.categories.map((category) => ({
    gameType: category.gameType,
    betCount: category.betCount,
    betAmount: toMinorUnits(category.betAmount),
    winAmount: toMinorUnits(category.winAmount),
    profitLoss: toMinorUnits(category.profitLoss),
  })),
  betAmount: toMinorUnits(wire.betAmount),
  winAmount: toMinorUnits(wire.winAmount),
  profitLoss: toMinorUnits(wire.profitLoss),
  depositAmount: toMinorUnits(wire.depositAmount),
  withdrawAmount: toMinorUnits(wire.withdrawAmount),
  bonusAmount: toMinorUnits(wire.bonusAmount),
  rebateAmount: toMinorUnits(wire.rebateAmount),
});

const toBonus = (wire: z.output<typeof ZWireBonusSchema>): TBonus => ({
  bonusId: wire.bonusId,
  type: wire.type,
  amount: toMinorUnits(wire.amount),
  createdAt: wire.createdAt,
  remark: wire.remark ?? null,
});

/** A page of bonuses with the total over the whole range. */
export const toBonuses = (
  wire: z.output<typeof ZWireBonusesSchema>,
): z.output<typeof ZBonusesOutputSchema> => ({
  ...toPage(wire, toBonus),
  totalAmount: toMinorUnits(wire.totalAmount),
});

export const toManualRebate = (wire: z.output<typeof ZWireManualRebateSchema>): TManualRebate => ({
  categories: wire.categories.map((category) => ({
    gameType: category.gameType,
    validBet: toMinorUnits(category.validBet),
    ratePercent: category.rate,
    rebateAmount: toMinorUnits(category.rebateAmount),
  })),
  totalRebate: toMinorUnits(wire.totalRebate),
  since: wire.since ?? null,
});
