import { AGENT_CENTRE_CONFIG } from '../features/agent/centre/agent-centre-navigation';
import type { TAgentCentrePage } from '../features/agent/centre/agent-centre-pages';
import { CentreDialog, type TCentreDialogShellProps } from '../features/member-centre/shell/centre-dialog';
import { AGENT_CENTRE_PAGE_COMPONENTS, useAgentCentreNav } from './agent-centre-pages';

/** The agent-centre dialog with the agent feature's pages, the contract pages only for the agents who have them. */
export const ComposedAgentCentreDialog = ({ page, ...props }: TCentreDialogShellProps<TAgentCentrePage>) => {
  const nav = useAgentCentreNav();
  return (
    <CentreDialog
      {...props}
      page={nav.shownPage(page)}
      config={AGENT_CENTRE_CONFIG}
      pages={AGENT_CENTRE_PAGE_COMPONENTS}
      groups={nav.groups}
    />
  );
};
