import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { LogOutIcon } from '../../../components/icons/icons';
import { BlockingLoader } from '../../../components/loader/loader';
import { lazyDialog } from '../../../components/modal/lazy-dialog';
import { useTranslation } from '../../../lib/use-translation';
import { useSignOut } from '../../shared-auth/api/use-sign-out';

const ConfirmDialog = lazyDialog(() =>
  import('../../../components/confirm-dialog/confirm-dialog').then((module) => module.ConfirmDialog),
);

type TSignOutButtonProps = { isCompact?: boolean; variant?: 'ghost' | 'outline' };

/**
 * Sign out after a confirmation (docs/product.md §2): on confirm a loader covers
 * the page while the session ends. Cancel does nothing.
 */
export const SignOutButton = ({ isCompact = false, variant = 'ghost' }: TSignOutButtonProps) => {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const [isConfirming, setIsConfirming] = useState(false);

  const onConfirm = () => {
    setIsConfirming(false);
    void signOut();
  };

  return (
    <>
      <Button
        variant={variant}
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
        onConfirm={onConfirm}
      />
      {isSigningOut && <BlockingLoader label={t('auth.signing_out')} />}
    </>
  );
};
