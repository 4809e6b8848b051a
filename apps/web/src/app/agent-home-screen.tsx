import { AgentHomePage } from '../features/agent/agent-home-page';
import { SignOutButton } from '../features/session/components/sign-out-button';
import { useAgentCentreNav } from './agent-centre-pages';

/** The agent home with the sign-out control of the session feature and the agent centre's pages (features do not import each other). */
export const AgentHomeScreen = () => (
  <AgentHomePage signOut={<SignOutButton variant="outline" />} centreGroups={useAgentCentreNav().groups} />
);
