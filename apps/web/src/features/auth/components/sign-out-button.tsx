import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { LogOutIcon } from '../../../components/icons/icons';
import { BlockingLoader } from '../../../components/loader/loader';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useLogout } from '../api/use-logout';

type TSignOutButtonProps = { isCompact?: boolean };

/**
 * Sign out after a confirmation (spec section 2): on confirm a loader covers
 * the page, the session ends, the route is replaced with / and every query
 * refetches as a visitor. Cancel does nothing.
 */
export const SignOutButton = ({ isCompact = false }: TSignOutButtonProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = useLogout();
  const [isConfirming, setIsConfirming] = useState(false);

  const onConfirm = async () => {
    setIsConfirming(false);
    try {
      await logout.mutateAsync();
    } catch (error) {
      toast.show(t(errorMessageKey(error)), 'error');
      return;
    }
    navigate(paths.home.path, { replace: true });
    await queryClient.invalidateQueries();
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        iconOnly={isCompact}
        icon={<LogOutIcon />}
        aria-label={isCompact ? t('auth.sign_out') : undefined}
        title={isCompact ? t('auth.sign_out') : undefined}
        onClick={() => setIsConfirming(true)}
      >
        {isCompact ? null : t('auth.sign_out')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={t('in_popup_prompt')}
        message={t('in_sure_logout')}
        cancelLabel={t('in_more_cancel')}
        confirmLabel={t('in_increase_submit')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => void onConfirm()}
      />
      {logout.isPending && <BlockingLoader label={t('auth.signing_out')} />}
    </>
  );
};
