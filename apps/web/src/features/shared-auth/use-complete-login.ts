import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginOutput, TLoginResult } from '@site/contracts/api';
import { paths } from '../../lib/paths';
import { type TAfterLogin, useAuthDialogs } from './auth-dialogs-context';

/**
 * What follows a login (docs/product.md §4): a second factor when the gateway asks
 * for one; the change-password dialog when the password must change;
 * otherwise the destination (home, or the agent home from the agent page).
 * A first login's popups follow from the stored member (useStoreSignedInMember).
 */
export const useCompleteLogin = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialogs = useAuthDialogs();

  return useCallback(
    (result: TLoginResult | TLoginOutput, afterLogin: TAfterLogin) => {
      // The login modal is a route; leave it so the next dialog is not stacked on it.
      const leaveLoginRoute = () => {
        if (pathname === paths.login.path) navigate(paths.home.path);
      };
      if ('status' in result && result.status === 'second_factor') {
        leaveLoginRoute();
        dialogs.open({
          kind: 'secondFactor',
          challenge: { method: result.method, target: result.target },
          afterLogin,
        });
        return;
      }
      if (result.mustChangePassword) {
        leaveLoginRoute();
        dialogs.open({
          kind: 'changePassword',
          knownPassword: afterLogin.password,
          isForced: true,
          destination: afterLogin.destination,
        });
        return;
      }
      navigate(afterLogin.destination);
    },
    [dialogs, navigate, pathname],
  );
};
