import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/use-translation';
import { useLogout } from './use-logout';

/**
 * Signing out (docs/product.md §2): the session ends, the route is replaced with /
 * and every query refetches as a visitor. Resolves whether it worked; a
 * failure is shown as a toast.
 */
export const useSignOut = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mutateAsync, isPending } = useLogout();

  const signOut = useCallback(async (): Promise<boolean> => {
    try {
      await mutateAsync();
    } catch (error) {
      toast.show(t(errorMessageKey(error)), 'error');
      return false;
    }
    navigate(paths.home.path, { replace: true });
    await queryClient.invalidateQueries();
    return true;
  }, [mutateAsync, navigate, queryClient, t, toast]);

  return { signOut, isSigningOut: isPending };
};
