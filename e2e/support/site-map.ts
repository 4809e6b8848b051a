import { AGENT_CENTRE_CONFIG } from '../../apps/web/src/features/agent/centre/agent-centre-navigation';
import {
  AGENT_CENTRE,
  type TAgentCentrePage,
} from '../../apps/web/src/features/agent/centre/agent-centre-pages';
import { MEMBER_CENTRE_CONFIG } from '../../apps/web/src/features/shared-member-centre/centre-navigation';
import {
  MEMBER_CENTRE_PAGES,
  type TMemberCentrePage,
} from '../../apps/web/src/features/shared-member-centre/centre-pages';
import { paths, type TRouteDefinition } from '../../apps/web/src/lib/paths';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };

/*
 * The screens to tour, taken from the web app's own route table and
 * centre registries so that a new page is toured without editing e2e.
 */
// `/pointMall` opens the member centre's point-mall page, toured with the centre's pages.
// `/seamless` needs a game in its query (support/site-service.ts), `/help` is a dialog.
const { login, register, help, agentHome, pointMall: _pointMall, seamless: _seamless, ...browsable } = paths;
const pathsOf = (definitions: readonly TRouteDefinition[]) =>
  definitions.map((definition) => definition.path);

/** Pages a visitor can open; `/login` and `/register` are dialogs, toured as such. */
export const PUBLIC_ROUTES = pathsOf(Object.values(browsable).filter((route) => !('requiresLogin' in route)));
/** Pages that need a member's login (the agent's home needs an agent). */
export const MEMBER_ROUTES = pathsOf(Object.values(browsable).filter((route) => 'requiresLogin' in route));
export const AGENT_HOME = agentHome.path;
export const DIALOG_ROUTES = { login: login.path, register: register.path, help: `${help.path}#faq` };

/** Each member-centre page with the heading it shows in English. */
const english = (key: string) => (en as Record<string, string>)[key] ?? key;

export const CENTRE_PAGES: readonly { id: TMemberCentrePage; heading: string }[] = MEMBER_CENTRE_PAGES.map(
  (id) => ({ id, heading: english(MEMBER_CENTRE_CONFIG.labelKeys[id]) }),
);

/**
 * The agent centre in English. Which of its pages an agent has depends on
 * the pages built and the agent's contracts, so the tour follows the
 * navigation the dialog shows rather than the full list.
 */
export const AGENT_CENTRE_TOUR = {
  param: AGENT_CENTRE.param,
  defaultPage: AGENT_CENTRE.defaultPage,
  title: english(AGENT_CENTRE_CONFIG.titleKey),
  nav: english(AGENT_CENTRE_CONFIG.navLabelKey),
  headingOf: (id: TAgentCentrePage) => english(AGENT_CENTRE_CONFIG.labelKeys[id]),
  isPage: (id: string | null): id is TAgentCentrePage => AGENT_CENTRE.pages.some((page) => page === id),
  /** Pages that draw a chart, toured again in their table view. */
  chartPages: ['team-overview', 'revenue'] as readonly TAgentCentrePage[],
  showAsTable: english('agent.chart.show_table'),
};
