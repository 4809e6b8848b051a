import { z } from 'zod';
import {
  CONTRACT_END_REASONS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DOWNLINE_MEMBER_KINDS,
} from '../domain/agent.js';
import { TRANSACTION_TYPES } from '../domain/cashier.js';
import { wirePageOf, ZWireAmount, ZWireId, ZWireTime } from './common.js';
import { ZWireBetSchema, ZWireTransactionSchema } from './records.js';
import { ZWireRestrictionSchema } from './responsible.js';
import { ZWireBalanceSchema } from './wallet.js';

/**
 * The agent group (docs/product.md §2 "Agent centre", §4; docs/upstream.md §3
 * "Agent"): team reports of the agent's subtree, downline management, the
 * register centre's invite links, and the salary and dividend contracts with
 * their settlements. Every call needs an agent's token (member types 1, 2,
 * 41, 42: otherwise 403 `error_not_agent`) and only reaches the agent's own
 * subtree (a member outside it is 404 `downline_not_found`). Reports take
 * `startDate`/`endDate` as merchant calendar days (UTC+8, yyyy-MM-dd,
 * inclusive) and `pageNo`/`pageSize` like the member's records. The public
 * material names these calls but shows no payloads: every payload here is
 * ours (docs/decisions/0024-agent-contracts-and-settlement.md).
 */
export const AGENT_PATHS = {
  /** Team members: size, direct, agents, players, new, active, first depositors in the range. */
  teamKpiA: '/wps/relay/ODSFE2_TeamKPIA',
  /** Team money: bets, valid bets, wins, P/L, deposits, withdrawals, bonuses, rebates in the range. */
  teamKpiB: '/wps/relay/ODSFE2_TeamKPIB',
  /** Team figures per merchant day of the range (the overview's chart). */
  teamKpiC: '/wps/relay/ODSFE2_teamKPIC',
  /** The direct downlines, each with the figures of its own team (P/L statements). */
  subordinates: '/wps/relay/ODSFE2_Subordinate',
  /** The agent's income (salaries, dividends) in the range and the range before it, per day. */
  income: '/wps/relay/ODS2_AgentPrevAndCurrIncome',
  /** Ours: the team's game rounds, newest first, with totals. */
  teamBets: '/wps/relay/ODSFE2_TeamBetDet',
  /** Ours: the team's ledger movements (deposits, withdrawals, transfers, bonuses...). */
  teamTransactions: '/wps/relay/ODSFE2_TeamTransDet',
  downline: '/wps/agent/downline',
  downlines: '/wps/agent/downlines',
  transferDownline: '/wps/agent/transferDownline',
  transferMultipleDownline: '/wps/agent/transferMultipleDownline',
  updateDownlineRebates: '/wps/agent/updateDownlineRebates',
  inviteLinks: '/wps/relay/MCS2_wpsViewAffUrls',
  createInviteLink: '/wps/relay/MCS2_wpsCreateAffUrl',
  deleteInviteLink: '/wps/relay/MCS2_wpsDeleteAffUrl',
  /** Registers a player or agent directly under the agent (encrypted: it carries a password). */
  registerDownline: '/wps/relay/MCS2_wpsRegAff',
  /** An offer of a contract of any type to a direct downline agent (the name is the daily one's). */
  offerContract: '/wps/relay/MCS2_applyContractDailySal',
  /** Offers and termination requests waiting on either side, of every type. */
  contractRequests: '/wps/relay/MCS2_getContracDailySalReq',
  /** Every contract the agent was a side of, newest first, of every type. */
  contractHistory: '/wps/relay/MCS2_getDailySalContractHist',
  dailyContract: '/wps/relay/MCS2_getContractDailySalInfo',
  dailyCurrent: '/wps/relay/ODSFE2_CurrentDailySalary',
  dailySettlements: '/wps/relay/ODSFE2_QueryDailySalary',
  dailyProcess: '/wps/relay/MCS2_processDailySalContract',
  dividendContract: '/wps/relay/MCS2_getContractDividendInfo',
  dividendCurrent: '/wps/relay/ODSFE2_CurrentDividend',
  dividendSettlements: '/wps/relay/ODSFE2_QueryDividend',
  dividendProcess: '/wps/relay/MCS2_processDividendReq',
  /** The dividends the agent's downline agents were paid (the upline's view). */
  downlineDividends: '/wps/relay/ODSFE2_PayoutDividend',
  /** Ours. */
  hourlyContract: '/wps/relay/MCS2_getContractHourSalInfo',
  /** Ours. */
  hourlyCurrent: '/wps/relay/ODSFE2_CurrentHourSalary',
  /** Ours. */
  hourlySettlements: '/wps/relay/ODSFE2_QueryHourSalary',
  hourlyProcess: '/wps/relay/MCS2_processContractHourSalary',
  /** Ours. */
  realtimeContract: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo',
  /** Ours. */
  realtimeCurrent: '/wps/relay/ODSFE2_CurrentRealTimeSalary',
  /** Ours. */
  realtimeSettlements: '/wps/relay/ODSFE2_QueryRealTimeSalary',
  realtimeProcess: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;

/** Site A's names of AGENT_PATHS calls (docs/upstream.md §3 "Agent"): the mock serves them alike. */
export const AGENT_TWIN_PATHS = {
  dividendProcess: '/wps/relay/MCSFE_processContractDividend',
  dailyProcess: '/wps/relay/MCSFE_processDailySalaryContract',
} as const satisfies Partial<Record<keyof typeof AGENT_PATHS, string>>;

/** The methods of the process calls as the public material shows them. */
export const CONTRACT_PROCESS_METHODS = {
  dividend: 'GET',
  daily: 'GET',
  hourly: 'POST',
  realtime: 'POST',
} as const;

/** A merchant-day range, as every report takes it. */
export const ZWireRangeQuerySchema = z.object({ startDate: z.string(), endDate: z.string() });
export const ZWirePagedRangeQuerySchema = ZWireRangeQuerySchema.extend({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** `value` of `ODSFE2_TeamKPIA`: the team is every member below the agent, at any depth. */
export const ZWireTeamKpiASchema = z.object({
  teamSize: z.coerce.number().int(),
  directMembers: z.coerce.number().int(),
  agents: z.coerce.number().int(),
  players: z.coerce.number().int(),
  newMembers: z.coerce.number().int(),
  /** Members with at least one settled round in the range. */
  activeMembers: z.coerce.number().int(),
  firstDepositors: z.coerce.number().int(),
});

/** `value` of `ODSFE2_TeamKPIB`. P/L is the team's: wins − bets (negative when the team lost). */
export const ZWireTeamKpiBSchema = z.object({
  betCount: z.coerce.number().int(),
  betAmount: ZWireAmount,
  /** Stakes of settled rounds, what salaries are paid on. */
  validBetAmount: ZWireAmount,
  winAmount: ZWireAmount,
  profitLoss: ZWireAmount,
  depositAmount: ZWireAmount,
  withdrawAmount: ZWireAmount,
  bonusAmount: ZWireAmount,
  rebateAmount: ZWireAmount,
});

export const ZWireTeamDaySchema = z.object({
  /** yyyy-MM-dd, a merchant day. */
  date: z.string(),
  betAmount: ZWireAmount,
  validBetAmount: ZWireAmount,
  profitLoss: ZWireAmount,
  depositAmount: ZWireAmount,
  withdrawAmount: ZWireAmount,
  activeMembers: z.coerce.number().int(),
  newMembers: z.coerce.number().int(),
});
/** `value` of `ODSFE2_teamKPIC`: every day of the range, days without activity included. */
export const ZWireTeamKpiCSchema = z.object({ days: z.array(ZWireTeamDaySchema) });

/** One direct downline with the figures of its own team (itself and everyone below it). */
export const ZWireSubordinateSchema = z.object({
  memberId: ZWireId,
  username: z.string(),
  type: z.coerce.number().int(),
  teamSize: z.coerce.number().int(),
  betAmount: ZWireAmount,
  validBetAmount: ZWireAmount,
  winAmount: ZWireAmount,
  profitLoss: ZWireAmount,
  depositAmount: ZWireAmount,
  withdrawAmount: ZWireAmount,
});
/** `value` of `ODSFE2_Subordinate?startDate&endDate&pageNo&pageSize[&username]`. */
export const ZWireSubordinatesSchema = wirePageOf(ZWireSubordinateSchema);

const ZWireIncomeTotalsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  dividend: ZWireAmount,
  daily: ZWireAmount,
  hourly: ZWireAmount,
  realtime: ZWireAmount,
  total: ZWireAmount,
});
/**
 * `value` of `ODS2_AgentPrevAndCurrIncome?startDate&endDate`: the agent's
 * settlements paid in the range ("current") and in as many days just
 * before it ("previous"), and the current range per day.
 */
export const ZWireIncomeSchema = z.object({
  current: ZWireIncomeTotalsSchema,
  previous: ZWireIncomeTotalsSchema,
  days: z.array(
    ZWireIncomeTotalsSchema.omit({ startDate: true, endDate: true }).extend({ date: z.string() }),
  ),
});

/** `value` of `ODSFE2_TeamBetDet?startDate&endDate&pageNo&pageSize[&username][&gameType]`. */
export const ZWireTeamBetsSchema = wirePageOf(ZWireBetSchema.extend({ username: z.string() })).extend({
  summary: z.object({ betAmount: ZWireAmount, winAmount: ZWireAmount, netAmount: ZWireAmount }),
});

/** `value` of `ODSFE2_TeamTransDet?startDate&endDate&pageNo&pageSize[&username][&type]`. */
export const ZWireTeamTransactionsSchema = wirePageOf(
  ZWireTransactionSchema.omit({ balanceAfter: true }).extend({ username: z.string() }),
);
export const ZWireTeamTransactionQuerySchema = ZWirePagedRangeQuerySchema.extend({
  username: z.string().optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
});

export const ZWireRebateRateSchema = z.object({ gameType: z.string(), rate: ZWireAmount });

/** A member of the agent's subtree. */
export const ZWireDownlineSchema = z.object({
  memberId: ZWireId,
  username: z.string(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int(),
  /** 1 for a direct downline, 2 below one of those, ... */
  level: z.coerce.number().int(),
  uplineUsername: z.string(),
  status: z.string(),
  registeredAt: ZWireTime,
  lastLoginAt: ZWireTime.nullish(),
  /** The main wallet. */
  balance: ZWireAmount,
  /** Members below this one. */
  teamSize: z.coerce.number().int(),
  /** Rebate rates in percent per game category, set by the member's upline. */
  rebates: z.array(ZWireRebateRateSchema),
  /** Ours: a time-out, self-exclusion or listing in force; transfers to the member are refused meanwhile. */
  restriction: ZWireRestrictionSchema.nullish(),
});
/** `value` of `GET /wps/agent/downlines?pageNo&pageSize[&username][&directOnly]`, newest first. */
export const ZWireDownlinesSchema = wirePageOf(ZWireDownlineSchema);
export const ZWireDownlinesQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /** A part of the username. */
  username: z.string().max(64).optional(),
  directOnly: z.enum(['true', 'false']).optional(),
});
/** `value` of `GET /wps/agent/downline?memberId`: the member and the highest rates its upline may give. */
export const ZWireDownlineDetailSchema = ZWireDownlineSchema.extend({
  maxRebates: z.array(ZWireRebateRateSchema),
});

/** Body of `POST /wps/agent/transferDownline`: agent's main wallet to the downline's. */
export const ZWireTransferDownlineBodySchema = z.object({
  memberId: z.string(),
  amount: z.number().positive(),
  paymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});
/** Body of `POST /wps/agent/transferMultipleDownline`: all or nothing. */
export const ZWireTransferMultipleDownlineBodySchema = z.object({
  transfers: z.array(z.object({ memberId: z.string(), amount: z.number().positive() })).min(1),
  paymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});
/** `value` of both transfers: the agent's balances after them. */
export const ZWireTransferDownlineSchema = ZWireBalanceSchema;

/** Body of `POST /wps/agent/updateDownlineRebates` (a direct downline; rates ≤ the agent's own); `value` is the downline. */
export const ZWireUpdateDownlineRebatesBodySchema = z.object({
  memberId: z.string(),
  rebates: z.array(z.object({ gameType: z.string(), rate: z.number().min(0) })).min(1),
});

export const ZWireInviteLinkSchema = z.object({
  linkId: ZWireId,
  /** What a visitor registers with (`affiliateCode`). */
  code: z.string(),
  memberKind: z.enum(DOWNLINE_MEMBER_KINDS),
  createdAt: ZWireTime,
  /** Members registered with it so far. */
  registrations: z.coerce.number().int(),
});
/** `value` of `GET MCS2_wpsViewAffUrls`, newest first. */
export const ZWireInviteLinksSchema = z.object({ list: z.array(ZWireInviteLinkSchema) });
/** Body of `POST MCS2_wpsCreateAffUrl`; `value` is the new link. */
export const ZWireCreateInviteLinkBodySchema = z.object({ memberKind: z.enum(DOWNLINE_MEMBER_KINDS) });
/** Body of `POST MCS2_wpsDeleteAffUrl`; `value` is null. Members registered with it stay. */
export const ZWireDeleteInviteLinkBodySchema = z.object({ linkId: z.string() });
/** Body (encrypted) of `POST MCS2_wpsRegAff`; `value` is the new downline. */
export const ZWireRegisterDownlineBodySchema = z.object({
  username: z.string(),
  password: z.string(),
  memberKind: z.enum(DOWNLINE_MEMBER_KINDS),
  nickname: z.string().optional(),
});

export const ZWireContractSchema = z.object({
  contractId: ZWireId,
  contractType: z.enum(CONTRACT_TYPES),
  /** The upline that offered it; null when the merchant did (a top-level agent's contract). */
  uplineUsername: z.string().nullable(),
  /** The downline agent it pays. */
  memberId: ZWireId,
  username: z.string(),
  /** Percent: of the team's valid bets for salaries, of the team's net loss for dividends. */
  rate: ZWireAmount,
  /** The team's valid bets a period needs before it pays. */
  minValidBet: ZWireAmount,
  /** The team's members with a bet a period needs before it pays. */
  minActiveMembers: z.coerce.number().int(),
  period: z.enum(CONTRACT_PERIODS),
  status: z.enum(CONTRACT_STATUSES),
  offeredAt: ZWireTime,
  decidedAt: ZWireTime.nullable(),
  endedAt: ZWireTime.nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** Who asked for the termination that waits (`termination_requested`). */
  terminationRequestedBy: z.string().nullable(),
});
/**
 * `value` of the contract info calls (one per type): whether the merchant has
 * the type on, the agent's own active contract, offers and termination
 * requests waiting for the agent, and the contracts the agent gave its
 * downlines (active or offered).
 */
export const ZWireContractInfoSchema = z.object({
  enabled: z.boolean(),
  current: ZWireContractSchema.nullable(),
  waiting: z.array(ZWireContractSchema),
  downlines: z.array(ZWireContractSchema),
});
/** `value` of `GET MCS2_getContracDailySalReq[?contractType]`: what waits on either side. */
export const ZWireContractRequestsSchema = z.object({
  list: z.array(
    ZWireContractSchema.extend({
      /** incoming: the agent decides; outgoing: the other side does. */
      direction: z.enum(['incoming', 'outgoing']),
    }),
  ),
});
/** `value` of `GET MCS2_getDailySalContractHist?pageNo&pageSize[&contractType]`. */
export const ZWireContractHistorySchema = wirePageOf(ZWireContractSchema);
/** Body of `POST MCS2_applyContractDailySal`; `value` is the offered contract. */
export const ZWireOfferContractBodySchema = z.object({
  memberId: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  rate: z.number().positive(),
  minValidBet: z.number().min(0),
  minActiveMembers: z.number().int().min(0),
  period: z.enum(CONTRACT_PERIODS),
});
/** Query (GET) or body (POST) of the process calls; `value` is the contract after it. */
export const ZWireProcessContractSchema = z.object({
  contractId: z.string(),
  action: z.enum(['accept', 'reject', 'request_termination']),
});

/**
 * `value` of the current-settlement calls: the period running now, its
 * figures so far and what it would pay if it closed now (0 below the
 * contract's thresholds, null without an active contract).
 */
export const ZWireCurrentSettlementSchema = z.object({
  contractId: ZWireId.nullable(),
  periodStart: ZWireTime,
  periodEnd: ZWireTime,
  validBetAmount: ZWireAmount,
  /** The team's wins − bets (negative when the team lost: what dividends share). */
  profitLoss: ZWireAmount,
  activeMembers: z.coerce.number().int(),
  rate: ZWireAmount.nullable(),
  estimatedAmount: ZWireAmount.nullable(),
});

export const ZWireSettlementSchema = z.object({
  settlementId: ZWireId,
  contractId: ZWireId,
  contractType: z.enum(CONTRACT_TYPES),
  username: z.string(),
  periodStart: ZWireTime,
  periodEnd: ZWireTime,
  validBetAmount: ZWireAmount,
  profitLoss: ZWireAmount,
  activeMembers: z.coerce.number().int(),
  rate: ZWireAmount,
  /** 0 when the period missed a threshold. */
  amount: ZWireAmount,
  status: z.enum(['paid', 'not_qualified']),
  settledAt: ZWireTime,
});
/** `value` of the settlement calls and of `ODSFE2_PayoutDividend`: newest period first. */
export const ZWireSettlementsSchema = wirePageOf(ZWireSettlementSchema).extend({ totalAmount: ZWireAmount });
