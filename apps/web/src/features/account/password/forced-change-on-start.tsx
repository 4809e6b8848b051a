import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { useAuthDialogs } from '../../shared-auth/auth-dialogs-context';

/**
 * A member who signed in with an insecure or expired password and reloads
 * before changing it is asked again: the gateway keeps the flag in the
 * session. Only the first answer of a page load counts; within a page the
 * login flow opens the dialog itself, with the password it just used.
 */
export const ForcedChangeOnStart = () => {
  const { isPending, mustChangePassword } = useSession();
  const dialogs = useAuthDialogs();
  const { pathname } = useLocation();
  const isChecked = useRef(false);

  useEffect(() => {
    if (isPending || isChecked.current) return;
    isChecked.current = true;
    if (mustChangePassword && !dialogs.active) {
      dialogs.open({ kind: 'changePassword', knownPassword: null, isForced: true, destination: pathname });
    }
  }, [dialogs, isPending, mustChangePassword, pathname]);

  return null;
};
