import { lazy } from 'react';
import type { TAgentCentrePages } from '../lib/agent-centre/agent-centre-pages';

/*
 * Every agent-centre page, one chunk each (the default export of
 * features/agent/<page>/<page>-page.tsx), loaded when the agent first opens
 * it. A page without an entry is not in the navigation.
 */
export const AGENT_CENTRE_PAGE_COMPONENTS: TAgentCentrePages = {
  announcement: lazy(() => import('../features/agent/announcement/announcement-page')),
};
