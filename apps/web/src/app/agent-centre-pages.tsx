import { lazy } from 'react';
import type { TAgentCentrePages } from '../lib/agent-centre/agent-centre-pages';

/*
 * Every agent-centre page, one chunk each (the default export of
 * features/agent/<page>/<page>-page.tsx), loaded when the agent first opens
 * it. A page without an entry is not in the navigation.
 */
export const AGENT_CENTRE_PAGE_COMPONENTS: TAgentCentrePages = {
  announcement: lazy(() => import('../features/agent/announcement/announcement-page')),
  'register-centre': lazy(() => import('../features/agent/register-centre/register-centre-page')),
  downlines: lazy(() => import('../features/agent/downlines/downlines-page')),
  dividend: lazy(() => import('../features/agent/dividend/dividend-page')),
  'daily-wages': lazy(() => import('../features/agent/daily-wages/daily-wages-page')),
  'hourly-salary': lazy(() => import('../features/agent/hourly-salary/hourly-salary-page')),
  'realtime-salary': lazy(() => import('../features/agent/realtime-salary/realtime-salary-page')),
};
