import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loader } from '../components/loader/loader';
import { guardLoginState } from '../features/shared-auth/login-return';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/use-translation';

type TRouteGuardProps = { requiresLogin: boolean; children: ReactNode };

/** Sends a logged-out visitor from a members-only route to /login (docs/product.md §2), and back once logged in. */
export const RouteGuard = ({ requiresLogin, children }: TRouteGuardProps) => {
  const { t } = useTranslation();
  const { member, isPending } = useSession();
  const location = useLocation();
  if (!requiresLogin) return children;
  if (isPending) return <Loader label={t('common.loading')} />;
  if (!member) return <Navigate to={paths.login.path} replace state={guardLoginState(location)} />;
  return children;
};
