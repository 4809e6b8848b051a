import type { TContract, TSettlement } from './api/agent.js';
import type { TDraw, TLotteryOrder } from './api/lottery.js';
import type { TClaim, TMission, TPoints } from './api/rewards.js';
import type { TDepositStatus, TWithdrawalStatus } from './domain/cashier.js';

/**
 * The socket.io events the gateway pushes to the web app: member events in the
 * room `member:<id>` of the signed-in member (docs/history/money-interfaces.md), the
 * site status to everyone (docs/decisions/0019-site-status-push.md), a
 * lottery game's draws to the sockets watching it (docs/history/lottery-interfaces.md). Types
 * only and plain names: the web's lazily loaded socket client imports this
 * without zod.
 */
export const SOCKET_EVENTS = {
  /** The member's wallets changed: the new balance, as `wallet.balance` returns it. */
  balance: 'wallet:balance',
  /** The inbox unread count changed. */
  unread: 'inbox:unread',
  /** The live chat's unread support replies changed (docs/decisions/0030-live-chat.md). */
  chatUnread: 'live:unread',
  /** A deposit order changed status. */
  deposit: 'cashier:deposit',
  /** A withdrawal changed status. */
  withdrawal: 'cashier:withdrawal',
  /** To the downline agent: its upline offered it a contract (or asked to end one); the contract popup opens. */
  contractOffer: 'contract:offer',
  /** To both sides: a contract was accepted, rejected, terminated or auto-terminated. */
  contractStatus: 'contract:status',
  /** To the agent: a salary or dividend settlement was paid into its wallet. */
  agentPayout: 'agent:payout',
  /** A reward was issued to the member (an approved application, a completed mission, a referral...): it waits to be claimed. */
  rewardIssued: 'reward:issued',
  /** A mission's progress changed (a settled round, an approved deposit). */
  missionProgress: 'mission:progress',
  /** The member's points changed (accrual from play, a redemption, a conversion). */
  pointsBalance: 'points:balance',
  /** To the sockets watching a lottery game (room `lottery:<gameCode>`): one of its draws was drawn, with the results. */
  lotteryDraw: 'lottery:draw',
  /** To the member: a lottery order of theirs settled (its sub-orders won or lost). */
  lotterySettled: 'lottery:settled',
  /**
   * To every socket, visitors' too: the site status (maintenance, region block)
   * changed. The browser reads `system.status` again, which answers for its own
   * address.
   */
  siteStatus: 'site:status',
  /**
   * To every socket: member events were lost while the gateway reconnected
   * to the upstream's feed. The browser reads its balance, unread count and
   * cashier lists again.
   */
  eventsLost: 'events:lost',
} as const;

/** The socket.io path on the gateway's port. */
export const SOCKET_PATH = '/socket.io';

export type TBalanceEvent = {
  total: number;
  currency: string;
  currencySymbol: string;
  wallets: { accountTypeId: number; balance: number }[];
};
export type TUnreadEvent = { count: number };
export type TDepositEvent = { orderId: string; status: TDepositStatus; amount: number };
export type TWithdrawalEvent = { withdrawalId: string; status: TWithdrawalStatus; amount: number };
export type TContractEvent = { contract: TContract };
export type TPayoutEvent = { settlement: TSettlement };
export type TRewardIssuedEvent = { claim: TClaim };
export type TMissionProgressEvent = { mission: TMission };
export type TPointsEvent = TPoints;
export type TLotteryDrawEvent = { draw: TDraw };
export type TLotterySettledEvent = { order: TLotteryOrder };

/** socket.io's typed server-to-client map. Amounts are integer minor units. */
export type TServerToClientEvents = {
  [SOCKET_EVENTS.balance]: (event: TBalanceEvent) => void;
  [SOCKET_EVENTS.unread]: (event: TUnreadEvent) => void;
  [SOCKET_EVENTS.chatUnread]: (event: TUnreadEvent) => void;
  [SOCKET_EVENTS.deposit]: (event: TDepositEvent) => void;
  [SOCKET_EVENTS.withdrawal]: (event: TWithdrawalEvent) => void;
  [SOCKET_EVENTS.contractOffer]: (event: TContractEvent) => void;
  [SOCKET_EVENTS.contractStatus]: (event: TContractEvent) => void;
  [SOCKET_EVENTS.agentPayout]: (event: TPayoutEvent) => void;
  [SOCKET_EVENTS.rewardIssued]: (event: TRewardIssuedEvent) => void;
  [SOCKET_EVENTS.missionProgress]: (event: TMissionProgressEvent) => void;
  [SOCKET_EVENTS.pointsBalance]: (event: TPointsEvent) => void;
  [SOCKET_EVENTS.lotteryDraw]: (event: TLotteryDrawEvent) => void;
  [SOCKET_EVENTS.lotterySettled]: (event: TLotterySettledEvent) => void;
  [SOCKET_EVENTS.siteStatus]: () => void;
  [SOCKET_EVENTS.eventsLost]: () => void;
};

/**
 * What the browser sends: which lottery games it watches (a visitor's too).
 * The gateway joins or leaves the room `lottery:<gameCode>` for a known code.
 */
export const SOCKET_CLIENT_EVENTS = {
  lotteryWatch: 'lottery:watch',
  lotteryUnwatch: 'lottery:unwatch',
} as const;
export type TLotteryWatchEvent = { gameCode: string };

export type TClientToServerEvents = {
  [SOCKET_CLIENT_EVENTS.lotteryWatch]: (event: TLotteryWatchEvent) => void;
  [SOCKET_CLIENT_EVENTS.lotteryUnwatch]: (event: TLotteryWatchEvent) => void;
};

/** A member event as an event source produces it, before it goes to `member:<memberId>`. */
export type TMemberEvent =
  | { memberId: string; name: typeof SOCKET_EVENTS.balance; payload: TBalanceEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.unread; payload: TUnreadEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.chatUnread; payload: TUnreadEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.deposit; payload: TDepositEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.withdrawal; payload: TWithdrawalEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.contractOffer; payload: TContractEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.contractStatus; payload: TContractEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.agentPayout; payload: TPayoutEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.rewardIssued; payload: TRewardIssuedEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.missionProgress; payload: TMissionProgressEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.pointsBalance; payload: TPointsEvent }
  | { memberId: string; name: typeof SOCKET_EVENTS.lotterySettled; payload: TLotterySettledEvent };
