import type { TCentrePageComponents, TCentreRoute } from '../../shared-centre/centre-config';

/** The agent centre's pages, as they appear in `?agent=<page>` (docs/history/agent-interfaces.md "Web"). */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'team-overview',
  'register-centre',
  'downlines',
  'team-bets',
  'profit-loss',
  'revenue',
  'team-transactions',
  'dividend',
  'daily-wages',
  'hourly-salary',
  'realtime-salary',
] as const;
export type TAgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** Where the agent centre's open page lives (`?agent=<page>`); its labels are in ./agent-centre-navigation. */
export const AGENT_CENTRE: TCentreRoute<TAgentCentrePage> = {
  param: 'agent',
  pages: AGENT_CENTRE_PAGES,
  defaultPage: 'team-overview',
};

/** The values of `wallet.consolidated`, one per contract type. */
type TConsolidatedFlag = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

/** The pages of a contract type, each shown only when its consolidated value is 1 (docs/product.md §3). */
export const CONTRACT_PAGE_FLAGS = {
  dividend: 'dividend',
  'daily-wages': 'dailySalary',
  'hourly-salary': 'hourlySalary',
  'realtime-salary': 'realtimeSalary',
} as const satisfies Partial<Record<TAgentCentrePage, TConsolidatedFlag>>;
export type TContractPage = keyof typeof CONTRACT_PAGE_FLAGS;

export type TAgentCentrePages = TCentrePageComponents<TAgentCentrePage>;
