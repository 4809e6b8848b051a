import { lazy } from 'react';
import { useContractPages } from '../features/agent/api/use-contract-pages';
import { agentCentreNav } from '../features/agent/centre/agent-centre-nav';
import type { TAgentCentrePages } from '../features/agent/centre/agent-centre-pages';

/*
 * Every agent-centre page, one chunk each (the default export of
 * features/agent/<page>/<page>-page.tsx), loaded when the agent first opens
 * it. A page without an entry is not in the navigation.
 */
export const AGENT_CENTRE_PAGE_COMPONENTS: TAgentCentrePages = {
  announcement: lazy(() => import('../features/agent/announcement/announcement-page')),
  'team-overview': lazy(() => import('../features/agent/team-overview/team-overview-page')),
  'team-bets': lazy(() => import('../features/agent/team-bets/team-bets-page')),
  'profit-loss': lazy(() => import('../features/agent/profit-loss/profit-loss-page')),
  revenue: lazy(() => import('../features/agent/revenue/revenue-page')),
  'team-transactions': lazy(() => import('../features/agent/team-transactions/team-transactions-page')),
  'register-centre': lazy(() => import('../features/agent/register-centre/register-centre-page')),
  downlines: lazy(() => import('../features/agent/downlines/downlines-page')),
  dividend: lazy(() => import('../features/agent/dividend/dividend-page')),
  'daily-wages': lazy(() => import('../features/agent/daily-wages/daily-wages-page')),
  'hourly-salary': lazy(() => import('../features/agent/hourly-salary/hourly-salary-page')),
  'realtime-salary': lazy(() => import('../features/agent/realtime-salary/realtime-salary-page')),
};

/** The agent centre's navigation for this agent: the registered pages, the contract pages only when it has them. */
export const useAgentCentreNav = () => agentCentreNav(AGENT_CENTRE_PAGE_COMPONENTS, useContractPages());
