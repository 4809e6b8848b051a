import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { promptLoginState } from '../../shared-auth/login-return';
import { useRealAccountGate } from '../../shared-auth/real-account-gate';

/**
 * Runs a promotion's action for a real member: a visitor is sent to the
 * login (and comes back here), a trial session sees the real-account notice.
 */
export const useMemberAction = () => {
  const { member } = useSession();
  const runForRealAccount = useRealAccountGate();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: () => void) => {
      if (!member) navigate(paths.login.path, { state: promptLoginState(location) });
      else runForRealAccount(action);
    },
    [member, navigate, location, runForRealAccount],
  );
};
