import { tk } from '../../../lib/i18n-keys';
import type { TCentreConfig } from '../../shared-centre/centre-config';
import { AGENT_CENTRE, type TAgentCentrePage } from './agent-centre-pages';

/** The agent centre as its dialog and the agent home draw it: title, page labels and navigation groups. */
export const AGENT_CENTRE_CONFIG: TCentreConfig<TAgentCentrePage> = {
  ...AGENT_CENTRE,
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
