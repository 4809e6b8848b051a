import { useState } from 'react';
import { Modal } from '../../../components/modal/modal';
import { Tabs, type TTab } from '../../../components/tabs/tabs';
import { useFlag } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { AuthBanners } from '../../shared-auth/banners/auth-banners';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotMobileForm } from './forgot-mobile-form';

type TForgotMethod = 'email' | 'mobile';

type TForgotPasswordModalProps = { open: boolean; onClose: () => void };

/** Forgot password: by email always, by mobile when CHNGPASSVERIF3 is on; the w_forget banners on top. */
export const ForgotPasswordModal = ({ open, onClose }: TForgotPasswordModalProps) => {
  const { t } = useTranslation();
  const hasMobile = useFlag('CHNGPASSVERIF3');
  const [chosenMethod, setMethod] = useState<TForgotMethod>('email');
  const method = hasMobile ? chosenMethod : 'email';
  const tabs: TTab<TForgotMethod>[] = [
    { id: 'email', label: t('auth.tab_email') },
    ...(hasMobile ? [{ id: 'mobile' as const, label: t('auth.tab_mobile') }] : []),
  ];

  return (
    <Modal open={open} onClose={onClose} title={t('auth.forgot_title')} size="sm">
      <AuthBanners group="w_forget" onNavigate={onClose} />
      <Tabs tabs={tabs} value={method} onChange={setMethod} label={t('auth.forgot_methods')}>
        {method === 'mobile' ? <ForgotMobileForm onDone={onClose} /> : <ForgotEmailForm onDone={onClose} />}
      </Tabs>
    </Modal>
  );
};
