import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/use-translation';

/** A new member, already logged in, is welcomed and taken to the promotions (docs/product.md §4). */
export const useCompleteRegistration = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(() => {
    toast.show(t('in_registered_successfully'), 'success');
    navigate(paths.promotions.path);
  }, [navigate, t, toast]);
};
