import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TWireClaim,
  TWireMission,
  ZWireContractSchema,
  ZWireOrderSchema,
  ZWireSettlementSchema,
} from '@site/contracts';
import { unreadCountOf } from '../core/messages/inbox-store.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from '../core/money/wallet-service.js';
import type { TDatabase } from '../db/client.js';
import { members, merchants } from '../db/schema.js';
import type { EventBus } from './event-bus.js';

type TWireContract = z.input<typeof ZWireContractSchema>;
type TWireSettlement = z.input<typeof ZWireSettlementSchema>;

/** What publishing needs: the app's database and bus (FastifyInstance has both). */
export type TEventContext = { db: TDatabase; events: EventBus };

const merchantOf = (db: TDatabase, memberId: number) =>
  db
    .select({ merchant: merchants })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, memberId))
    .get()?.merchant;

/**
 * Publishes the member's balance as it is now. Call it after the transaction
 * that moved money has committed, never inside it.
 */
export const publishBalance = (context: TEventContext, memberId: number): void => {
  const merchant = merchantOf(context.db, memberId);
  if (!merchant) return;
  context.events.publish({
    type: 'balance',
    memberId,
    balance: buildBalance(context.db, merchant, memberId, ALL_WALLETS_TYPE_ID),
  });
};

/** Publishes the member's unread inbox count as it is now (after commit). */
export const publishUnread = (context: TEventContext, memberId: number): void => {
  context.events.publish({ type: 'unread', memberId, count: unreadCountOf(context.db, memberId) });
};

/** Tells the member an offer, or a termination request, waits for its answer (after commit). */
export const publishContractOffer = (
  context: TEventContext,
  memberId: number,
  contract: TWireContract,
): void => {
  context.events.publish({ type: 'contract_offer', memberId, contract });
};

/** Tells one side of a contract that its status changed (after commit). */
export const publishContractStatus = (
  context: TEventContext,
  memberId: number,
  contract: TWireContract,
): void => {
  context.events.publish({ type: 'contract_status', memberId, contract });
};

/** Tells the agent a settlement was paid (after commit). */
export const publishAgentPayout = (
  context: TEventContext,
  memberId: number,
  settlement: TWireSettlement,
): void => {
  context.events.publish({ type: 'agent_payout', memberId, settlement });
};

/** Tells the member a reward waits for its claim (after commit). */
export const publishRewardIssued = (context: TEventContext, memberId: number, claim: TWireClaim): void => {
  context.events.publish({ type: 'reward_issued', memberId, claim });
};

/** Tells the member a mission of the current cycle moved (after commit). */
export const publishMissionProgress = (
  context: TEventContext,
  memberId: number,
  mission: TWireMission,
): void => {
  context.events.publish({ type: 'mission_progress', memberId, mission });
};

/** Tells the member a lottery order of theirs settled (after commit). */
export const publishLotterySettled = (
  context: TEventContext,
  memberId: number,
  order: z.input<typeof ZWireOrderSchema>,
): void => {
  context.events.publish({ type: 'lottery_settled', memberId, order });
};
