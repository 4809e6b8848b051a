import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TLoginOutput } from '@site/contracts/api';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../lib/paths';

/**
 * After a successful login the member goes home. A password that must change
 * gets a notice for now; the change-password dialog comes in a later issue.
 */
export const useCompleteLogin = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (output: TLoginOutput) => {
      if (output.mustChangePassword) toast.show(t('auth.must_change_password'), 'info');
      navigate(paths.home.path);
    },
    [navigate, t, toast],
  );
};
