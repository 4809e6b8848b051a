import { randomUUID } from 'node:crypto';
import {
  ZAgentRangeInputSchema,
  ZContractHistoryInputSchema,
  ZContractRequestsInputSchema,
  ZContractTypeInputSchema,
  ZCreateInviteLinkInputSchema,
  ZDeleteInviteLinkInputSchema,
  ZDownlineDividendsInputSchema,
  ZDownlineInputSchema,
  ZDownlinesInputSchema,
  ZOfferContractInputSchema,
  ZProcessContractInputSchema,
  ZRegisterDownlineInputSchema,
  ZSettlementsInputSchema,
  ZSubordinatesInputSchema,
  ZTeamBetsInputSchema,
  ZTeamProfitLossInputSchema,
  ZTeamTransactionsInputSchema,
  ZTransferToDownlineInputSchema,
  ZTransferToDownlinesInputSchema,
  ZUpdateDownlineRebatesInputSchema,
} from '@site/contracts';
import type { agentRouter } from '../trpc/routers/agent/index.js';
import { noInputCase, type TProcedureCase } from './procedure-properties.js';

export type TAgentProcedure = keyof typeof agentRouter._def.record;

/** The ids a case names: members, a link and a contract, inside or outside the caller's team. */
export type TAgentIds = {
  /** A player of the team. */
  memberId: string;
  /** A direct downline agent of the team. */
  agentMemberId: string;
  username: string;
  linkId: string;
  contractId: string;
};

export const AGENT_PAYMENT_PASSWORD = '246810';
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const RANGE = { startDate: today, endDate: today };

/**
 * One valid input of every agent procedure, made when called from the ids
 * as they are then (a suite fills them in before its tests; `valid` holds
 * the ids at creation, enough for the input properties). `notFound` marks
 * the procedures that name a member, link or contract, and the key an agent
 * outside that team is answered 404 with.
 */
export const agentCases = (
  ids: TAgentIds,
): Record<TAgentProcedure, TProcedureCase & { input: () => unknown; notFound?: string }> => {
  const query = (
    path: TAgentProcedure,
    schema: TProcedureCase['schema'],
    input: () => Record<string, unknown>,
  ) => ({
    path: `agent.${path}`,
    kind: 'query' as const,
    schema,
    valid: input(),
    input,
    asMember: true,
  });
  const mutation = (
    path: TAgentProcedure,
    schema: TProcedureCase['schema'],
    input: () => Record<string, unknown>,
  ) => ({ ...query(path, schema, input), kind: 'mutation' as const });
  return {
    teamOverview: query('teamOverview', ZAgentRangeInputSchema, () => RANGE),
    subordinates: {
      ...query('subordinates', ZSubordinatesInputSchema, () => ({ ...RANGE, username: ids.username })),
      notFound: 'downline_not_found',
    },
    teamProfitLoss: {
      ...query('teamProfitLoss', ZTeamProfitLossInputSchema, () => ({ ...RANGE, username: ids.username })),
      notFound: 'downline_not_found',
    },
    income: query('income', ZAgentRangeInputSchema, () => RANGE),
    teamBets: {
      ...query('teamBets', ZTeamBetsInputSchema, () => ({ ...RANGE, username: ids.username })),
      notFound: 'downline_not_found',
    },
    teamTransactions: {
      ...query('teamTransactions', ZTeamTransactionsInputSchema, () => ({
        ...RANGE,
        username: ids.username,
      })),
      notFound: 'downline_not_found',
    },
    downlines: query('downlines', ZDownlinesInputSchema, () => ({ pageNo: 1 })),
    downline: {
      ...query('downline', ZDownlineInputSchema, () => ({ memberId: ids.memberId })),
      notFound: 'downline_not_found',
    },
    transferToDownline: {
      ...mutation('transferToDownline', ZTransferToDownlineInputSchema, () => ({
        memberId: ids.memberId,
        amount: 100,
        paymentPassword: AGENT_PAYMENT_PASSWORD,
        requestId: randomUUID(),
      })),
      notFound: 'downline_not_found',
    },
    transferToDownlines: {
      ...mutation('transferToDownlines', ZTransferToDownlinesInputSchema, () => ({
        transfers: [{ memberId: ids.memberId, amount: 100 }],
        paymentPassword: AGENT_PAYMENT_PASSWORD,
        requestId: randomUUID(),
      })),
      notFound: 'downline_not_found',
    },
    updateDownlineRebates: {
      ...mutation('updateDownlineRebates', ZUpdateDownlineRebatesInputSchema, () => ({
        memberId: ids.memberId,
        rebates: [{ gameType: 'RNG', ratePercent: 0.5 }],
      })),
      notFound: 'downline_not_found',
    },
    inviteLinks: { ...noInputCase('agent.inviteLinks', 'query', true), input: () => undefined },
    createInviteLink: mutation('createInviteLink', ZCreateInviteLinkInputSchema, () => ({
      memberKind: 'player',
    })),
    deleteInviteLink: {
      ...mutation('deleteInviteLink', ZDeleteInviteLinkInputSchema, () => ({ linkId: ids.linkId })),
      notFound: 'invite_link_not_found',
    },
    registerDownline: mutation('registerDownline', ZRegisterDownlineInputSchema, () => {
      const username = `dl${randomUUID().slice(0, 8)}`;
      return { username, password: 'Passw0rd9', confirmPassword: 'Passw0rd9', memberKind: 'player' };
    }),
    contractInfo: query('contractInfo', ZContractTypeInputSchema, () => ({ contractType: 'daily' })),
    currentSettlement: query('currentSettlement', ZContractTypeInputSchema, () => ({
      contractType: 'daily',
    })),
    settlements: query('settlements', ZSettlementsInputSchema, () => ({ ...RANGE, contractType: 'daily' })),
    downlineDividends: query('downlineDividends', ZDownlineDividendsInputSchema, () => RANGE),
    contractRequests: query('contractRequests', ZContractRequestsInputSchema, () => ({
      contractType: 'dividend',
    })),
    contractHistory: query('contractHistory', ZContractHistoryInputSchema, () => ({ pageNo: 1 })),
    offerContract: {
      ...mutation('offerContract', ZOfferContractInputSchema, () => ({
        memberId: ids.agentMemberId,
        contractType: 'daily',
        ratePercent: 0.1,
        minValidBet: 0,
        minActiveMembers: 0,
        period: 'daily',
      })),
      notFound: 'downline_not_found',
    },
    processContract: {
      ...mutation('processContract', ZProcessContractInputSchema, () => ({
        contractType: 'daily',
        contractId: ids.contractId,
        action: 'request_termination',
      })),
      notFound: 'contract_not_found',
    },
  };
};
