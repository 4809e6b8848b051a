import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../../components/form/auth-form.module.css';
import { Modal } from '../../../components/modal/modal';
import { Tabs, type TTab } from '../../../components/tabs/tabs';
import { TextField } from '../../../components/text-field/text-field';
import { paths } from '../../../lib/paths';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { AuthBanners } from '../../shared-auth/banners/auth-banners';
import { useReferralCode } from '../register/use-invite-code';
import { RegisterEmailForm } from './register-email-form';
import { RegisterForm } from './register-form';
import { RegisterMobileForm } from './register-mobile-form';

type TRegisterMethod = 'username' | 'mobile' | 'email';

const TAB_LABEL_KEYS = {
  username: 'auth.tab_username',
  mobile: 'auth.tab_mobile',
  email: 'auth.tab_email',
} as const satisfies Record<TRegisterMethod, string>;

type TRegisterModalProps = { open: boolean; onClose: () => void };

/**
 * The register dialog (route /register): the w_register banners, then
 * username (DIRECTREG3), mobile (MOBILENUMREG3) and email (EMAILREG3)
 * registration as tabs, with no tab bar when only one is on.
 */
export const RegisterModal = ({ open, onClose }: TRegisterModalProps) => {
  const { t } = useTranslation();
  const { register, flags } = useSiteStatus();
  const referralCode = useReferralCode();
  const methods: TRegisterMethod[] = [
    ...(flags.DIRECTREG3 === true ? (['username'] as const) : []),
    ...(flags.MOBILENUMREG3 === true ? (['mobile'] as const) : []),
    // Ours (decision 0034): registration by email, under DIRECTREG3 like the others.
    ...(flags.DIRECTREG3 === true && flags.EMAILREG3 === true ? (['email'] as const) : []),
  ];
  // The route can be opened directly; username registration stands in when no method is on.
  if (methods.length === 0) methods.push('username');
  const [chosenMethod, setMethod] = useState<TRegisterMethod>(methods[0] ?? 'username');
  const method = methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 'username');
  const tabs: TTab<TRegisterMethod>[] = methods.map((id) => ({ id, label: t(TAB_LABEL_KEYS[id]) }));

  return (
    <Modal open={open} onClose={onClose} title={t('auth.register_title')} size="lg">
      <AuthBanners group="w_register" aspectRatio={5 / 2} />
      {/* A member's referral link: the code is sent with either registration, shown here for the visitor to see. */}
      {referralCode && (
        <TextField label={t('auth.referral_code')} name="referralCode" value={referralCode} readOnly />
      )}
      <Tabs tabs={tabs} value={method} onChange={setMethod} label={t('auth.register_methods')}>
        {method === 'mobile' ? (
          <RegisterMobileForm settings={register} />
        ) : method === 'email' ? (
          <RegisterEmailForm settings={register} />
        ) : (
          <RegisterForm settings={register} />
        )}
      </Tabs>
      <p className={styles.switch}>
        {t('auth.have_account')}
        <Link className={styles.switchLink} to={paths.login.path}>
          {t('auth.go_login')}
        </Link>
      </p>
    </Modal>
  );
};
