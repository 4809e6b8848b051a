import { z } from 'zod';
import {
  AGENT_LIMITS,
  CONTRACT_ACTIONS,
  CONTRACT_END_REASONS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DOWNLINE_MEMBER_KINDS,
} from '../domain/agent.js';
import { CASHIER_LIMITS, GAME_CATEGORIES, TRANSACTION_TYPES } from '../domain/index.js';
import { pageOf } from './paging.js';
import { ZBetSchema, ZDateRangeInputSchema, ZRecordDateSchema, ZTransactionSchema } from './records.js';
import { ZRestrictionSchema } from './responsible.js';
import { optionalText, requiredText, VALIDATION } from './validation.js';
import { ZAmountInputSchema, ZPaymentPasswordSchema, ZRequestIdSchema } from './wallet.js';

/**
 * Inputs and outputs of the `agent` procedures (docs/product.md §2 "Agent
 * centre"). Amounts are integer minor units, rates percent, times
 * milliseconds, days merchant days (UTC+8). Every procedure is for agents
 * only (403 `error_not_agent`) and for their own subtree (404
 * `downline_not_found`).
 */
const ZMinorUnits = z.number().int();
const ZCount = z.number().int();
/** A member id of the upstream, as a string. */
const ZMemberIdSchema = z.string().regex(/^\d{1,18}$/, VALIDATION.invalid);
const ZUsernameFilterSchema = z.string().trim().max(64).optional();

const ZAgentPageShape = {
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(AGENT_LIMITS.pageSize),
};

/** A merchant-day range of at most the records' maximum, as in the member centre. */
export const ZAgentRangeInputSchema = ZDateRangeInputSchema;
export type TAgentRangeInput = z.input<typeof ZAgentRangeInputSchema>;
const withRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .strictObject({ startDate: ZRecordDateSchema, endDate: ZRecordDateSchema, ...shape })
    // The range alone: the strict range schema would refuse this input's other fields.
    .refine(
      (input) => {
        const { startDate, endDate } = input as { startDate: string; endDate: string };
        return ZDateRangeInputSchema.safeParse({ startDate, endDate }).success;
      },
      {
        message: VALIDATION.dateRange,
        path: ['endDate'],
      },
    );

// ---- Team reports ----

export const ZTeamDaySchema = z.object({
  date: z.string(),
  betAmount: ZMinorUnits,
  validBetAmount: ZMinorUnits,
  profitLoss: ZMinorUnits,
  depositAmount: ZMinorUnits,
  withdrawAmount: ZMinorUnits,
  activeMembers: ZCount,
  newMembers: ZCount,
});
export type TTeamDay = z.infer<typeof ZTeamDaySchema>;

/** agent.teamOverview: the three team calls of the range in one answer. */
export const ZTeamOverviewOutputSchema = z.object({
  members: z.object({
    teamSize: ZCount,
    directMembers: ZCount,
    agents: ZCount,
    players: ZCount,
    newMembers: ZCount,
    activeMembers: ZCount,
    firstDepositors: ZCount,
  }),
  money: z.object({
    betCount: ZCount,
    betAmount: ZMinorUnits,
    validBetAmount: ZMinorUnits,
    winAmount: ZMinorUnits,
    profitLoss: ZMinorUnits,
    depositAmount: ZMinorUnits,
    withdrawAmount: ZMinorUnits,
    bonusAmount: ZMinorUnits,
    rebateAmount: ZMinorUnits,
  }),
  days: z.array(ZTeamDaySchema),
});
export type TTeamOverview = z.infer<typeof ZTeamOverviewOutputSchema>;

export const ZSubordinatesInputSchema = withRange({ ...ZAgentPageShape, username: ZUsernameFilterSchema });
export type TSubordinatesInput = z.input<typeof ZSubordinatesInputSchema>;
export const ZSubordinateSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  isAgent: z.boolean(),
  teamSize: ZCount,
  betAmount: ZMinorUnits,
  validBetAmount: ZMinorUnits,
  winAmount: ZMinorUnits,
  profitLoss: ZMinorUnits,
  depositAmount: ZMinorUnits,
  withdrawAmount: ZMinorUnits,
});
export type TSubordinate = z.infer<typeof ZSubordinateSchema>;
export const ZSubordinatesOutputSchema = pageOf(ZSubordinateSchema);

/** agent.teamProfitLoss: the records' P/L over the team, or over one member of it. */
export const ZTeamProfitLossInputSchema = withRange({ username: ZUsernameFilterSchema });
export type TTeamProfitLossInput = z.input<typeof ZTeamProfitLossInputSchema>;

const ZIncomeTotalsShape = {
  dividend: ZMinorUnits,
  daily: ZMinorUnits,
  hourly: ZMinorUnits,
  realtime: ZMinorUnits,
  total: ZMinorUnits,
};
export const ZIncomeOutputSchema = z.object({
  current: z.object({ startDate: z.string(), endDate: z.string(), ...ZIncomeTotalsShape }),
  previous: z.object({ startDate: z.string(), endDate: z.string(), ...ZIncomeTotalsShape }),
  days: z.array(z.object({ date: z.string(), ...ZIncomeTotalsShape })),
});
export type TIncome = z.infer<typeof ZIncomeOutputSchema>;

export const ZTeamBetsInputSchema = withRange({
  ...ZAgentPageShape,
  username: ZUsernameFilterSchema,
  gameType: z.enum(GAME_CATEGORIES).optional(),
});
export type TTeamBetsInput = z.input<typeof ZTeamBetsInputSchema>;
export const ZTeamBetSchema = ZBetSchema.extend({ username: z.string() });
export type TTeamBet = z.infer<typeof ZTeamBetSchema>;
export const ZTeamBetsOutputSchema = pageOf(ZTeamBetSchema).extend({
  summary: z.object({ betAmount: ZMinorUnits, winAmount: ZMinorUnits, netAmount: ZMinorUnits }),
});

export const ZTeamTransactionsInputSchema = withRange({
  ...ZAgentPageShape,
  username: ZUsernameFilterSchema,
  type: z.enum(TRANSACTION_TYPES).optional(),
});
export type TTeamTransactionsInput = z.input<typeof ZTeamTransactionsInputSchema>;
export const ZTeamTransactionSchema = ZTransactionSchema.omit({ balanceAfter: true }).extend({
  username: z.string(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransactionSchema>;
export const ZTeamTransactionsOutputSchema = pageOf(ZTeamTransactionSchema);

// ---- Downlines ----

export const ZRebateRateSchema = z.object({ gameType: z.string(), ratePercent: z.number().min(0).max(100) });
export type TRebateRate = z.infer<typeof ZRebateRateSchema>;

export const ZDownlineSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  level: ZCount,
  uplineUsername: z.string(),
  status: z.string(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  balance: ZMinorUnits,
  teamSize: ZCount,
  rebates: z.array(ZRebateRateSchema),
  /** A time-out, self-exclusion or listing in force: transfers to the member are refused. */
  restriction: ZRestrictionSchema.nullable(),
});
export type TDownline = z.infer<typeof ZDownlineSchema>;
export const ZDownlinesInputSchema = z.strictObject({
  ...ZAgentPageShape,
  username: ZUsernameFilterSchema,
  directOnly: z.boolean().optional(),
});
export type TDownlinesInput = z.input<typeof ZDownlinesInputSchema>;
export const ZDownlinesOutputSchema = pageOf(ZDownlineSchema);
export const ZDownlineInputSchema = z.strictObject({ memberId: ZMemberIdSchema });
export const ZDownlineDetailSchema = ZDownlineSchema.extend({ maxRebates: z.array(ZRebateRateSchema) });
export type TDownlineDetail = z.infer<typeof ZDownlineDetailSchema>;

export const ZTransferToDownlineInputSchema = z.strictObject({
  memberId: ZMemberIdSchema,
  amount: ZAmountInputSchema,
  paymentPassword: ZPaymentPasswordSchema,
  requestId: ZRequestIdSchema,
});
export type TTransferToDownlineInput = z.input<typeof ZTransferToDownlineInputSchema>;
export const ZTransferToDownlinesInputSchema = z
  .strictObject({
    transfers: z
      .array(z.strictObject({ memberId: ZMemberIdSchema, amount: ZAmountInputSchema }))
      .min(1)
      .max(AGENT_LIMITS.maxTransferRecipients),
    paymentPassword: ZPaymentPasswordSchema,
    requestId: ZRequestIdSchema,
  })
  .refine((input) => new Set(input.transfers.map((t) => t.memberId)).size === input.transfers.length, {
    message: VALIDATION.invalid,
    path: ['transfers'],
  })
  .refine((input) => input.transfers.reduce((sum, t) => sum + t.amount, 0) <= CASHIER_LIMITS.maxAmountMinor, {
    message: VALIDATION.invalid,
    path: ['transfers'],
  });
export type TTransferToDownlinesInput = z.input<typeof ZTransferToDownlinesInputSchema>;

export const ZUpdateDownlineRebatesInputSchema = z.strictObject({
  memberId: ZMemberIdSchema,
  rebates: z.array(z.strictObject(ZRebateRateSchema.shape)).min(1).max(GAME_CATEGORIES.length),
});
export type TUpdateDownlineRebatesInput = z.input<typeof ZUpdateDownlineRebatesInputSchema>;

// ---- Register centre ----

export const ZInviteLinkSchema = z.object({
  linkId: z.string(),
  code: z.string(),
  memberKind: z.enum(DOWNLINE_MEMBER_KINDS),
  createdAt: z.number().int(),
  registrations: ZCount,
});
export type TInviteLink = z.infer<typeof ZInviteLinkSchema>;
export const ZInviteLinksOutputSchema = z.array(ZInviteLinkSchema);
export const ZCreateInviteLinkInputSchema = z.strictObject({ memberKind: z.enum(DOWNLINE_MEMBER_KINDS) });
export const ZDeleteInviteLinkInputSchema = z.strictObject({ linkId: ZMemberIdSchema });
export const ZRegisterDownlineInputSchema = z
  .strictObject({
    username: requiredText(64),
    password: requiredText(128),
    confirmPassword: requiredText(128),
    memberKind: z.enum(DOWNLINE_MEMBER_KINDS),
    nickname: optionalText(64),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TRegisterDownlineInput = z.input<typeof ZRegisterDownlineInputSchema>;

// ---- Contracts and settlements ----

export const ZContractSchema = z.object({
  contractId: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  uplineUsername: z.string().nullable(),
  memberId: z.string(),
  username: z.string(),
  ratePercent: z.number(),
  minValidBet: ZMinorUnits,
  minActiveMembers: ZCount,
  period: z.enum(CONTRACT_PERIODS),
  status: z.enum(CONTRACT_STATUSES),
  offeredAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  terminationRequestedBy: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContractSchema>;

export const ZContractTypeInputSchema = z.strictObject({ contractType: z.enum(CONTRACT_TYPES) });
export const ZContractInfoOutputSchema = z.object({
  enabled: z.boolean(),
  current: ZContractSchema.nullable(),
  waiting: z.array(ZContractSchema),
  downlines: z.array(ZContractSchema),
});
export type TContractInfo = z.infer<typeof ZContractInfoOutputSchema>;

export const ZContractRequestsInputSchema = z.strictObject({
  contractType: z.enum(CONTRACT_TYPES).optional(),
});
export const ZContractRequestSchema = ZContractSchema.extend({ direction: z.enum(['incoming', 'outgoing']) });
export type TContractRequest = z.infer<typeof ZContractRequestSchema>;
export const ZContractRequestsOutputSchema = z.array(ZContractRequestSchema);

export const ZContractHistoryInputSchema = z.strictObject({
  ...ZAgentPageShape,
  contractType: z.enum(CONTRACT_TYPES).optional(),
});
export const ZContractHistoryOutputSchema = pageOf(ZContractSchema);

export const ZOfferContractInputSchema = z.strictObject({
  memberId: ZMemberIdSchema,
  contractType: z.enum(CONTRACT_TYPES),
  ratePercent: z.number().positive().max(AGENT_LIMITS.maxContractRatePercent),
  minValidBet: z.number().int().min(0).max(CASHIER_LIMITS.maxAmountMinor),
  minActiveMembers: z.number().int().min(0).max(100_000),
  period: z.enum(CONTRACT_PERIODS),
});
export type TOfferContractInput = z.input<typeof ZOfferContractInputSchema>;

export const ZProcessContractInputSchema = z.strictObject({
  contractType: z.enum(CONTRACT_TYPES),
  contractId: ZMemberIdSchema,
  action: z.enum(CONTRACT_ACTIONS),
});
export type TProcessContractInput = z.input<typeof ZProcessContractInputSchema>;

export const ZCurrentSettlementOutputSchema = z.object({
  contractId: z.string().nullable(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  validBetAmount: ZMinorUnits,
  profitLoss: ZMinorUnits,
  activeMembers: ZCount,
  ratePercent: z.number().nullable(),
  estimatedAmount: ZMinorUnits.nullable(),
});
export type TCurrentSettlement = z.infer<typeof ZCurrentSettlementOutputSchema>;

export const ZSettlementSchema = z.object({
  settlementId: z.string(),
  contractId: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  username: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  validBetAmount: ZMinorUnits,
  profitLoss: ZMinorUnits,
  activeMembers: ZCount,
  ratePercent: z.number(),
  amount: ZMinorUnits,
  status: z.enum(['paid', 'not_qualified']),
  settledAt: z.number().int(),
});
export type TSettlement = z.infer<typeof ZSettlementSchema>;
export const ZSettlementsInputSchema = withRange({
  ...ZAgentPageShape,
  contractType: z.enum(CONTRACT_TYPES),
});
export type TSettlementsInput = z.input<typeof ZSettlementsInputSchema>;
export const ZDownlineDividendsInputSchema = withRange({ ...ZAgentPageShape });
export const ZSettlementsOutputSchema = pageOf(ZSettlementSchema).extend({ totalAmount: ZMinorUnits });
