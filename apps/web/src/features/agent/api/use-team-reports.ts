import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAgentRangeInput,
  TSubordinatesInput,
  TTeamBetsInput,
  TTeamProfitLossInput,
  TTeamTransactionsInput,
} from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';

/**
 * `agent.teamOverview` for a range; `keepPrevious` keeps the last figures on
 * screen while another range loads (the overview page, whose range changes).
 */
export const useTeamOverview = (range: TAgentRangeInput, { keepPrevious = false } = {}) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.teamOverview.queryOptions(range),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
};

/* The reports below are filtered and paged: the last page stays on screen while the next loads. */

/** `agent.teamProfitLoss`, the team's profit and loss over a range. */
export const useTeamProfitLoss = (input: TTeamProfitLossInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.teamProfitLoss.queryOptions(input), placeholderData: keepPreviousData });
};

/** `agent.subordinates`, each direct subordinate's figures over a range. */
export const useSubordinates = (input: TSubordinatesInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.subordinates.queryOptions(input), placeholderData: keepPreviousData });
};

/** `agent.income`, the agent's revenue by contract type over a range. */
export const useIncome = (range: TAgentRangeInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.income.queryOptions(range), placeholderData: keepPreviousData });
};

/** `agent.teamBets`, the team's bets. */
export const useTeamBets = (input: TTeamBetsInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.teamBets.queryOptions(input), placeholderData: keepPreviousData });
};

/** `agent.teamTransactions`, the team's transactions. */
export const useTeamTransactions = (input: TTeamTransactionsInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.teamTransactions.queryOptions(input), placeholderData: keepPreviousData });
};
