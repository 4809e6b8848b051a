import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button/button';
import { Modal } from '../../../components/modal/modal';
import { PasswordField } from '../../../components/text-field/password-field';
import { useToast } from '../../../components/toast/toast-context';
import { useSiteStatus } from '../../../lib/site-status';
import { useChangePassword } from '../api/use-change-password';
import { NEW_PASSWORD_NAMES, NewPasswordFields } from '../forms/new-password-fields';
import { splitServerError } from '../forms/server-errors';
import { focusFirstInvalid, hasErrors, useFormState, type TFieldErrors } from '../forms/use-form-state';
import { useSignOut } from '../login/use-sign-out';
import { fieldErrorText } from '../register/register-messages';
import { confirmationError, newPasswordError } from './new-password-check';
import styles from '../components/auth-form.module.css';
import { FormError } from '../forms/form-error';

type TChangePasswordValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };
type TChangePasswordField = keyof TChangePasswordValues;

type TChangePasswordModalProps = {
  open: boolean;
  onClose: () => void;
  /** The password just used to log in; when given, the old-password field is not shown. */
  knownPassword: string | null;
  /** An insecure or expired password: no close button, only a way to sign out. */
  isForced: boolean;
  destination: string;
};

/**
 * Change password (spec sections 4 and 5): old (unless known), new by the
 * merchant's password rule, and its confirmation. On success the member info
 * reloads, the dialog closes and the member goes on (home, or the agent home).
 */
export const ChangePasswordModal = ({
  open,
  onClose,
  knownPassword,
  isForced,
  destination,
}: TChangePasswordModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const passwordRule = useSiteStatus().register.password;
  const changePassword = useChangePassword();
  const { signOut, isSigningOut } = useSignOut();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValue, errors, setErrors } = useFormState<TChangePasswordValues>(() => ({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  }));
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const isOldPasswordShown = knownPassword === null;
  const shownFields: TChangePasswordField[] = isOldPasswordShown
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];

  const validate = (): TFieldErrors<TChangePasswordField> => {
    const found: TFieldErrors<TChangePasswordField> = {
      newPassword: newPasswordError(values.newPassword, passwordRule),
      confirmNewPassword: confirmationError(values.newPassword, values.confirmNewPassword),
    };
    if (isOldPasswordShown && !values.oldPassword) found.oldPassword = 'validation.required';
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changePassword.isPending) return;
    const found = validate();
    setErrors(found);
    setFormErrorKey(null);
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    changePassword.mutate(
      {
        oldPassword: knownPassword ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      },
      {
        onSuccess: () => {
          toast.show(t('auth.password_changed'), 'success');
          onClose();
          navigate(destination);
        },
        onError: (error) => {
          const split = splitServerError(error, shownFields);
          setErrors(split.fieldErrors);
          setFormErrorKey(split.formErrorKey);
          focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  const onSignOut = async () => {
    if (await signOut()) onClose();
  };

  const errorOf = (name: TChangePasswordField) => {
    const key = errors[name];
    return key ? fieldErrorText(key, name === 'newPassword' ? (passwordRule ?? null) : null, t) : null;
  };

  return (
    <Modal open={open} onClose={onClose} closable={!isForced} title={t('change_password')} size="sm">
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {isForced && <p className={styles.lead}>{t('in_password_expired')}</p>}
        {isOldPasswordShown && (
          <PasswordField
            label={t('auth.old_password')}
            name="oldPassword"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={(event) => setValue('oldPassword', event.target.value)}
            error={errorOf('oldPassword')}
            isRequired
          />
        )}
        <NewPasswordFields
          names={NEW_PASSWORD_NAMES}
          form={{ values, setValue, errorOf }}
          rule={passwordRule ?? null}
        />
        <FormError messageKey={formErrorKey} />
        <Button type="submit" size="lg" fullWidth loading={changePassword.isPending}>
          {t('auth.change_password_submit')}
        </Button>
        {isForced && (
          <Button variant="link" size="sm" loading={isSigningOut} onClick={() => void onSignOut()}>
            {t('auth.sign_out_instead')}
          </Button>
        )}
      </form>
    </Modal>
  );
};
