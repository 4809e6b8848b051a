import { lazy, Suspense } from 'react';
import { Spinner } from '../components/loader/loader';
import { HeaderGuestArea } from '../features/session/components/header-guest-area';
import { useSession } from '../lib/session';

/* A visitor's first load carries only the guest header; a member's loads once the session names them. */
const HeaderMemberSession = lazy(() =>
  import('./header-member-session').then((module) => ({ default: module.HeaderMemberSession })),
);

/** The header's session area, composed here because it joins the auth, wallet and member-centre features. */
export const HeaderSession = () => {
  const { member, isPending } = useSession();
  if (isPending) return <Spinner />;
  if (!member) return <HeaderGuestArea />;
  return (
    <Suspense fallback={<Spinner />}>
      <HeaderMemberSession member={member} />
    </Suspense>
  );
};
