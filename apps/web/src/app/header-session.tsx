import { Spinner } from '../components/loader/loader';
import { HeaderCentreShortcuts } from '../features/member-centre/header/header-centre-shortcuts';
import { HeaderGuestArea } from '../features/session/components/header-guest-area';
import { HeaderMemberArea } from '../features/session/components/header-member-area';
import { HeaderBalance } from '../features/wallet/header-balance';
import { useMemberCentre } from '../lib/member-centre/member-centre-context';
import { useSession } from '../lib/session';

/** The header's session area, composed here because it joins the auth, wallet and member-centre features. */
export const HeaderSession = () => {
  const { member, isPending } = useSession();
  const centre = useMemberCentre();
  if (isPending) return <Spinner />;
  if (!member) return <HeaderGuestArea />;
  return (
    <HeaderMemberArea
      member={member}
      balance={<HeaderBalance />}
      shortcuts={<HeaderCentreShortcuts />}
      onOpenAccount={() => centre.open('security')}
    />
  );
};
