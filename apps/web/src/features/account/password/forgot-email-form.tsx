import { ZForgotByEmailInputSchema } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { CheckIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/text-field/text-field';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { useTranslation } from '../../../lib/use-translation';
import { useForgotByEmail } from '../api/use-forgot-by-email';

type TForgotEmailValues = { username: string; email: string };

/** Forgot password by email: username and email; the upstream emails a temporary password. */
export const ForgotEmailForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const forgot = useForgotByEmail();
  const form = useForm<TForgotEmailValues>(() => ({ username: '', email: '' }));

  if (forgot.isSuccess) {
    return (
      <div className={styles.success} role="status">
        <span className={styles.successIcon}>
          <CheckIcon />
        </span>
        <p>{t('after_reset_pass')}</p>
        <Button size="lg" fullWidth onClick={onDone}>
          {t('in_increase_submit')}
        </Button>
      </div>
    );
  }

  const parsed = () =>
    parseWithSchema<TForgotEmailValues, keyof TForgotEmailValues>(ZForgotByEmailInputSchema, form.values);
  const onSubmit = form.submitWith(
    () => parsed().errors ?? {},
    () => {
      const { data } = parsed();
      if (data && !forgot.isPending) forgot.mutate(data, { onError: form.showServerError });
    },
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('auth.forgot_email_intro')}</p>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.inputProps('username')}
        isRequired
      />
      <TextField
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.inputProps('email')}
        isRequired
      />
      <FormError messageKey={form.formErrorKey} />
      <SubmitButton size="lg" fullWidth isBusy={forgot.isPending}>
        {t('auth.forgot_email_submit')}
      </SubmitButton>
    </form>
  );
};
