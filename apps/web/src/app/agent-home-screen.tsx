import { AgentHomePage } from '../features/agent/agent-home-page';
import { SignOutButton } from '../features/session/components/sign-out-button';

/** The agent home with the sign-out control of the session feature (features do not import each other). */
export const AgentHomeScreen = () => <AgentHomePage signOut={<SignOutButton variant="outline" />} />;
