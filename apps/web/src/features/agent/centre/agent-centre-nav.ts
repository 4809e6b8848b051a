import type { TCentreNavGroup } from '../../shared-centre/centre-config';
import { AGENT_CENTRE_CONFIG } from './agent-centre-navigation';
import {
  AGENT_CENTRE,
  CONTRACT_PAGE_FLAGS,
  type TAgentCentrePage,
  type TAgentCentrePages,
  type TContractPage,
} from './agent-centre-pages';

const isContractPage = (page: TAgentCentrePage): page is TContractPage => page in CONTRACT_PAGE_FLAGS;

/**
 * What the agent centre shows: the pages with a component, less the contract
 * pages this agent does not have; a group left empty is dropped. An address
 * naming a page not shown opens the default page.
 */
export const agentCentreNav = (pages: TAgentCentrePages, contractPages: ReadonlySet<TContractPage>) => {
  const isShown = (page: TAgentCentrePage) =>
    pages[page] !== undefined && (!isContractPage(page) || contractPages.has(page));
  const groups: TCentreNavGroup<TAgentCentrePage>[] = AGENT_CENTRE_CONFIG.navGroups
    .map((group) => ({ ...group, pages: group.pages.filter(isShown) }))
    .filter((group) => group.pages.length > 0);
  return {
    groups,
    shownPage: (page: TAgentCentrePage) => (isShown(page) ? page : AGENT_CENTRE.defaultPage),
  };
};
