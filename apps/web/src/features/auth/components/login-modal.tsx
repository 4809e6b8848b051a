import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { Tabs, type TTab } from '../../../components/tabs/tabs';
import { useSiteStatus } from '../../../lib/site-status';
import { LoginForm } from './login-form';

type TLoginMethod = 'username';

type TLoginModalProps = { open: boolean; onClose: () => void };

/**
 * The login dialog (route /login). One tab per login method whose whitelabel
 * flag is on; with a single method there is no tab bar. SMS login joins later.
 */
export const LoginModal = ({ open, onClose }: TLoginModalProps) => {
  const { t } = useTranslation();
  const { flags } = useSiteStatus();
  const [method, setMethod] = useState<TLoginMethod>('username');
  const tabs: TTab<TLoginMethod>[] =
    flags.USERNAMEREG3 === false ? [] : [{ id: 'username', label: t('auth.tab_username') }];

  return (
    <Modal open={open} onClose={onClose} title={t('auth.login_title')} size="sm">
      <Tabs tabs={tabs} value={method} onChange={setMethod} label={t('auth.login_methods')}>
        {/* Username login is the only method built so far, so it stays available even if its flag is off. */}
        <LoginForm />
      </Tabs>
    </Modal>
  );
};
