import { Spinner } from '../components/loader/loader';
import { HeaderGuestArea } from '../features/auth/components/header-guest-area';
import { HeaderMemberArea } from '../features/auth/components/header-member-area';
import { HeaderBalance } from '../features/wallet/header-balance';
import { useSession } from '../lib/session';

/** The header's session area, composed here because it joins the auth and wallet features. */
export const HeaderSession = () => {
  const { member, isPending } = useSession();
  if (isPending) return <Spinner />;
  if (!member) return <HeaderGuestArea />;
  return <HeaderMemberArea member={member} balance={<HeaderBalance />} />;
};
