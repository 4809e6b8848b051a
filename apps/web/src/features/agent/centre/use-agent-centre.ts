import { type TCentreApi, useCentre } from '../../shared-centre/use-centre';
import { AGENT_CENTRE, type TAgentCentrePage } from './agent-centre-pages';

export type TAgentCentreApi = TCentreApi<TAgentCentrePage>;

/* Only agents see the way in; the host refuses anyone else who arrives by address. */
const openAtOnce = (open: () => void) => open();

/** The agent centre (`?agent=<page>`), a dialog over the current route like the member centre. */
export const useAgentCentre = (): TAgentCentreApi => useCentre(AGENT_CENTRE, openAtOnce);
