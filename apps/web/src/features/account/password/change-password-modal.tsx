import { useNavigate } from 'react-router';
import { Button } from '../../../components/button/button';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { focusFirstInvalid, type TFieldErrors, useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal/modal';
import { PasswordField } from '../../../components/text-field/password-field';
import { useToast } from '../../../components/toast/toast-context';
import { fieldErrorText } from '../../../lib/forms/pattern-messages';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useSignOut } from '../../shared-auth/api/use-sign-out';
import { useChangePassword } from '../api/use-change-password';
import { confirmationError, newPasswordError } from './new-password-check';
import { NEW_PASSWORD_NAMES, NewPasswordFields } from './new-password-fields';

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
 * Change password (docs/product.md §4 and §5): old (unless known), new by the
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
  const form = useForm<TChangePasswordValues>(() => ({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  }));
  const { values, setValue, errors } = form;
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

  const onSubmit = form.submitWith(validate, (formElement) => {
    if (changePassword.isPending) return;
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
          form.showServerErrorAmong(shownFields, error);
          focusFirstInvalid(formElement);
        },
      },
    );
  });

  const onSignOut = async () => {
    if (await signOut()) onClose();
  };

  const errorOf = (name: TChangePasswordField) => {
    const key = errors[name];
    return key ? fieldErrorText(key, name === 'newPassword' ? (passwordRule ?? null) : null, t) : null;
  };

  return (
    <Modal open={open} onClose={onClose} closable={!isForced} title={t('change_password')} size="sm">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        <FormError messageKey={form.formErrorKey} />
        <SubmitButton size="lg" fullWidth isBusy={changePassword.isPending}>
          {t('auth.change_password_submit')}
        </SubmitButton>
        {isForced && (
          <Button variant="link" size="sm" loading={isSigningOut} onClick={() => void onSignOut()}>
            {t('auth.sign_out_instead')}
          </Button>
        )}
      </form>
    </Modal>
  );
};
