import { lazy } from 'react';
import type { TMember } from '@site/contracts/api';
import { useAgentCentre } from '../features/agent/centre/use-agent-centre';
import { CentreHost } from '../features/member-centre/shell/centre-host';

/* The dialog and the page registry load the first time the centre opens, never on the first load. */
const Dialog = lazy(() =>
  import('./agent-centre-dialog').then((module) => ({ default: module.ComposedAgentCentreDialog })),
);

const isAgent = (member: TMember) => member.isAgent;

/** The agent centre (`?agent=<page>`): the member centre's shell with the agent feature's pages, for agents only. */
export const AgentCentre = () => <CentreHost centre={useAgentCentre()} canOpen={isAgent} Dialog={Dialog} />;
