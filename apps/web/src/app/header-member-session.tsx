import type { TMember } from '@site/contracts/api';
import { InertUntilHydrated } from '../components/inert-until-hydrated/inert-until-hydrated';
import { useAgentCentre } from '../features/agent/centre/use-agent-centre';
import { HeaderCentreShortcuts } from '../features/member-centre/header/header-centre-shortcuts';
import { HeaderVip } from '../features/rewards/vip/header-vip';
import { HeaderMemberArea } from '../features/session/components/header-member-area';
import { useMemberCentre } from '../features/shared-member-centre/member-centre-context';
import { HeaderBalance } from '../features/wallet/header-balance';

/** A member's header: balance, account, VIP rank, the member and agent centres' ways in and sign out, from four features. */
export const HeaderMemberSession = ({ member }: { member: TMember }) => {
  const centre = useMemberCentre();
  const agentCentre = useAgentCentre();
  // Inert until the app has taken a rendered page over: a click before then would be lost.
  return (
    <InertUntilHydrated>
      <HeaderMemberArea
        member={member}
        balance={<HeaderBalance />}
        shortcuts={<HeaderCentreShortcuts />}
        vip={<HeaderVip />}
        onOpenAccount={() => centre.open('security')}
        onOpenAgentCentre={() => agentCentre.open('team-overview')}
      />
    </InertUntilHydrated>
  );
};
