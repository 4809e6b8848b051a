import { tk } from '../../../lib/i18n-keys';
import type { TCentreConfig, TCentrePageComponents } from '../../shared-centre/centre-config';

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

export const AGENT_CENTRE: TCentreConfig<TAgentCentrePage> = {
  param: 'agent',
  pages: AGENT_CENTRE_PAGES,
  defaultPage: 'team-overview',
  titleKey: tk('agent.centre'),
  navLabelKey: tk('agent.nav'),
  labelKeys: {
    announcement: tk('agent.page.announcement'),
    'team-overview': tk('agent.page.team_overview'),
    'register-centre': tk('agent.page.register_centre'),
    downlines: tk('agent.page.downlines'),
    'team-bets': tk('agent.page.team_bets'),
    'profit-loss': tk('agent.page.profit_loss'),
    revenue: tk('agent.page.revenue'),
    'team-transactions': tk('agent.page.team_transactions'),
    dividend: tk('agent.page.dividend'),
    'daily-wages': tk('agent.page.daily_wages'),
    'hourly-salary': tk('agent.page.hourly_salary'),
    'realtime-salary': tk('agent.page.realtime_salary'),
  },
  navGroups: [
    {
      labelKey: tk('agent.group.team'),
      pages: ['team-overview', 'announcement', 'register-centre', 'downlines'],
    },
    {
      labelKey: tk('agent.group.reports'),
      pages: ['team-bets', 'profit-loss', 'revenue', 'team-transactions'],
    },
    {
      labelKey: tk('agent.group.contracts'),
      pages: ['dividend', 'daily-wages', 'hourly-salary', 'realtime-salary'],
    },
  ],
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
