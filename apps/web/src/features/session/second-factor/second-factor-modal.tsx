import { type FormEvent, useState } from 'react';
import { VALIDATION } from '@site/contracts/api';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { ShieldIcon } from '../../../components/icons/icons';
import { Modal } from '../../../components/modal/modal';
import { TextField } from '../../../components/text-field/text-field';
import { splitServerError } from '../../../lib/forms/server-errors';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import type { TAfterLogin, TSecondFactorChallenge } from '../../shared-auth/auth-dialogs-context';
import { verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { useCompleteLogin } from '../../shared-auth/use-complete-login';
import { useVerifySecondFactor } from '../api/use-verify-second-factor';
import { secondFactorCopy } from './second-factor-copy';

type TSecondFactorModalProps = {
  open: boolean;
  onClose: () => void;
  challenge: TSecondFactorChallenge;
  afterLogin: TAfterLogin;
};

/**
 * A login from an IP the member has not used asks for a second factor: the
 * code sent by SMS or email, the bank account name, or an authenticator code.
 * Closing it abandons the login.
 */
export const SecondFactorModal = ({ open, onClose, challenge, afterLogin }: TSecondFactorModalProps) => {
  const { t } = useTranslation();
  const verify = useVerifySecondFactor();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const [fieldErrorKey, setFieldErrorKey] = useState<TMessageKey | null>(null);
  const [formErrorKey, setFormErrorKey] = useState<TMessageKey | null>(null);
  const copy = secondFactorCopy(challenge, t);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const answer = code.trim();
    const error =
      challenge.method === 'PAYEE' && !answer ? VALIDATION.required : verificationCodeError(answer);
    setFieldErrorKey(error ?? null);
    setFormErrorKey(null);
    if (error) return;
    verify.mutate(
      { code: answer },
      {
        onSuccess: (output) => {
          onClose();
          completeLogin(output, afterLogin);
        },
        onError: (failure) => {
          const { fieldErrors, formErrorKey: key } = splitServerError(failure, ['code']);
          setFieldErrorKey(fieldErrors.code ?? null);
          setFormErrorKey(key);
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={t('login_2fa_title')} size="sm">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.lead}>
          <ShieldIcon className={styles.leadIcon} /> {t('login_2fa_tips')}
        </p>
        <TextField
          label={copy.label}
          name="code"
          inputMode={copy.inputMode}
          autoComplete={copy.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldErrorKey(null);
          }}
          help={copy.help}
          error={fieldErrorKey ? t(fieldErrorKey) : null}
          isRequired
        />
        <FormError messageKey={formErrorKey} />
        <SubmitButton size="lg" fullWidth isBusy={verify.isPending}>
          {t('login_2fa_submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
};
