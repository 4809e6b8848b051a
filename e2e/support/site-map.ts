import {
  CENTRE_PAGE_LABEL_KEYS,
  MEMBER_CENTRE_PAGES,
  type TMemberCentrePage,
} from '../../apps/web/src/lib/member-centre/centre-pages';
import { paths, type TRouteDefinition } from '../../apps/web/src/lib/paths';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };

/*
 * The screens to tour, taken from the web app's own route table and
 * member-centre registry so that a new page is toured without editing e2e.
 */
const { login, register, agentHome, ...browsable } = paths;
const pathsOf = (definitions: readonly TRouteDefinition[]) =>
  definitions.map((definition) => definition.path);

/** Pages a visitor can open; `/login` and `/register` are dialogs, toured as such. */
export const PUBLIC_ROUTES = pathsOf(Object.values(browsable).filter((route) => !('requiresLogin' in route)));
/** Pages that need a member's login (the agent's home needs an agent). */
export const MEMBER_ROUTES = pathsOf(Object.values(browsable).filter((route) => 'requiresLogin' in route));
export const AGENT_HOME = agentHome.path;
export const DIALOG_ROUTES = { login: login.path, register: register.path };

/** Each member-centre page with the heading it shows in English. */
export const CENTRE_PAGES: readonly { id: TMemberCentrePage; heading: string }[] = MEMBER_CENTRE_PAGES.map(
  (id) => ({ id, heading: (en as Record<string, string>)[CENTRE_PAGE_LABEL_KEYS[id]] ?? id }),
);
