import type { z } from 'zod';
import {
  type TContract,
  toMinorUnits,
  type TSettlement,
  type ZWireContractSchema,
  type ZWireSettlementSchema,
  type ZWireSettlementsSchema,
} from '@site/contracts';
import { toPage } from './page.js';

/** A contract of the wire (major units, `rate` in percent) as the agent procedures and socket events return it. */
export const toContract = (wire: z.output<typeof ZWireContractSchema>): TContract => ({
  contractId: wire.contractId,
  contractType: wire.contractType,
  uplineUsername: wire.uplineUsername,
  memberId: wire.memberId,
  username: wire.username,
  ratePercent: wire.rate,
  minValidBet: toMinorUnits(wire.minValidBet),
  minActiveMembers: wire.minActiveMembers,
  period: wire.period,
  status: wire.status,
  offeredAt: wire.offeredAt,
  decidedAt: wire.decidedAt,
  endedAt: wire.endedAt,
  endReason: wire.endReason,
  terminationRequestedBy: wire.terminationRequestedBy,
});

export const toSettlement = (wire: z.output<typeof ZWireSettlementSchema>): TSettlement => ({
  settlementId: wire.settlementId,
  contractId: wire.contractId,
  contractType: wire.contractType,
  username: wire.username,
  periodStart: wire.periodStart,
  periodEnd: wire.periodEnd,
  validBetAmount: toMinorUnits(wire.validBetAmount),
  profitLoss: toMinorUnits(wire.profitLoss),
  activeMembers: wire.activeMembers,
  ratePercent: wire.rate,
  amount: toMinorUnits(wire.amount),
  status: wire.status,
  settledAt: wire.settledAt,
});

/** A page of settlements with the total paid over the whole range. */
export const toSettlementsPage = (wire: z.output<typeof ZWireSettlementsSchema>) => ({
  ...toPage(wire, toSettlement),
  totalAmount: toMinorUnits(wire.totalAmount),
});
