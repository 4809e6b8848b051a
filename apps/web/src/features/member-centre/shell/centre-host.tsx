import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TMember } from '@site/contracts/api';
import { BlockingLoader } from '../../../components/loader/loader';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { guardLoginState } from '../../shared-auth/login-return';
import type { TCentreApi } from '../../shared-centre/use-centre';
import type { TCentreDialogShellProps } from './centre-dialog';

type TCentreHostProps<TPage extends string> = {
  centre: TCentreApi<TPage>;
  /** Who may see this centre (real members; agents). */
  canOpen: (member: TMember) => boolean;
  /** What a signed-in member who may not see it gets besides the centre closing (a notice). */
  onRefused?: () => void;
  /**
   * The dialog with every page in it, composed by the app layer and loaded
   * lazily: the dialog, its navigation and the page registry load the first
   * time the centre opens.
   */
  Dialog: ComponentType<TCentreDialogShellProps<TPage>>;
};

/**
 * Shows a centre while the address names one of its pages, to the members
 * who may see it: a visitor who arrives logged out goes to login (and comes
 * back to the page once logged in), anyone else is refused, and signing out
 * closes it.
 */
export const CentreHost = <TPage extends string>({
  centre,
  canOpen,
  onRefused,
  Dialog,
}: TCentreHostProps<TPage>) => {
  const { t } = useTranslation();
  const { page, close } = centre;
  const { member, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  const isAllowed = member !== null && canOpen(member);

  // The last page shown stays rendered while the dialog fades out.
  const [shownPage, setShownPage] = useState<TPage | null>(null);
  if (page && isAllowed && page !== shownPage) setShownPage(page);

  useEffect(() => {
    if (member) wasSignedIn.current = true;
    if (!page || isPending) return;
    if (!member) {
      if (wasSignedIn.current) close();
      else navigate(paths.login.path, { replace: true, state: guardLoginState(location) });
    } else if (!isAllowed) {
      onRefused?.();
      close();
    }
  }, [page, member, isPending, isAllowed, close, navigate, location, onRefused]);

  if (!shownPage) return null;
  return (
    <Suspense fallback={<BlockingLoader label={t('common.loading')} />}>
      <Dialog open={page !== null && isAllowed} page={page ?? shownPage} onClose={close} />
    </Suspense>
  );
};
