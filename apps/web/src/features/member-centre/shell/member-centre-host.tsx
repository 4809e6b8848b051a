import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BlockingLoader } from '../../../components/loader/loader';
import { useRealAccountGate } from '../../../components/real-account-gate/real-account-gate';
import { guardLoginState } from '../../../lib/auth/login-return';
import type { TMemberCentrePage } from '../../../lib/member-centre/centre-pages';
import { useMemberCentre } from '../../../lib/member-centre/member-centre-context';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import type { TMemberCentreDialogShellProps } from './member-centre-dialog';

type TMemberCentreHostProps = {
  /**
   * The dialog with every page in it, composed by the app layer and loaded
   * lazily: the dialog, its navigation and the page registry load the first
   * time the centre opens.
   */
  Dialog: ComponentType<TMemberCentreDialogShellProps>;
};

/**
 * Shows the member centre while the address has `?centre=`. Only real members
 * may see it: a trial member gets the real-account notice, a visitor who
 * arrives logged out goes to login (and comes back to the page once logged
 * in), and signing out closes it.
 */
export const MemberCentreHost = ({ Dialog }: TMemberCentreHostProps) => {
  const { t } = useTranslation();
  const { page, close } = useMemberCentre();
  const { member, isPending } = useSession();
  const runForRealAccount = useRealAccountGate();
  const navigate = useNavigate();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  const canOpen = member !== null && !member.isTrial;

  // The last page shown stays rendered while the dialog fades out.
  const [shownPage, setShownPage] = useState<TMemberCentrePage | null>(null);
  if (page && canOpen && page !== shownPage) setShownPage(page);

  useEffect(() => {
    if (member) wasSignedIn.current = true;
    if (!page || isPending) return;
    if (!member) {
      if (wasSignedIn.current) close();
      else navigate(paths.login.path, { replace: true, state: guardLoginState(location) });
    } else if (member.isTrial) {
      // The gate only shows its notice for a trial member; the action itself is nothing.
      runForRealAccount(() => undefined);
      close();
    }
  }, [page, member, isPending, close, navigate, location, runForRealAccount]);

  if (!shownPage) return null;
  return (
    <Suspense fallback={<BlockingLoader label={t('common.loading')} />}>
      <Dialog open={page !== null && canOpen} page={page ?? shownPage} onClose={close} />
    </Suspense>
  );
};
