import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { Tabs, type TTab } from '../../../components/tabs/tabs';
import { useSiteStatus } from '../../../lib/site-status';
import { RegisterForm } from './register-form';

type TRegisterMethod = 'username';

type TRegisterModalProps = { open: boolean; onClose: () => void };

/**
 * The register dialog (route /register). Username registration for now; the
 * mobile tab (MOBILENUMREG3) joins later, and the tab bar appears with it.
 */
export const RegisterModal = ({ open, onClose }: TRegisterModalProps) => {
  const { t } = useTranslation();
  const { register } = useSiteStatus();
  const [method, setMethod] = useState<TRegisterMethod>('username');
  const tabs: TTab<TRegisterMethod>[] = [{ id: 'username', label: t('auth.tab_username') }];

  return (
    <Modal open={open} onClose={onClose} title={t('auth.register_title')} size="lg">
      <Tabs tabs={tabs} value={method} onChange={setMethod} label={t('auth.register_methods')}>
        <RegisterForm settings={register} />
      </Tabs>
    </Modal>
  );
};
