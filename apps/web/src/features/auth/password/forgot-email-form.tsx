import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZForgotByEmailInputSchema } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { CheckIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/text-field/text-field';
import { useForgotByEmail } from '../api/use-forgot-by-email';
import { issuesByField } from '../forms/schema-errors';
import { splitServerError } from '../forms/server-errors';
import { focusFirstInvalid, useFormState } from '../forms/use-form-state';
import styles from '../components/auth-form.module.css';
import { FormError } from '../forms/form-error';

type TForgotEmailValues = { username: string; email: string };

/** Forgot password by email: username and email; the upstream emails a temporary password. */
export const ForgotEmailForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const forgot = useForgotByEmail();
  const { values, setValue, errors, setErrors } = useFormState<TForgotEmailValues>(() => ({
    username: '',
    email: '',
  }));
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const parsed = ZForgotByEmailInputSchema.safeParse(values);
    setFormErrorKey(null);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    forgot.mutate(parsed.data, {
      onError: (error) => {
        const split = splitServerError(error, ['username', 'email'] as const);
        setErrors(split.fieldErrors);
        setFormErrorKey(split.formErrorKey);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('auth.forgot_email_intro')}</p>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={(event) => setValue('username', event.target.value)}
        error={errors.username ? t(errors.username) : null}
        isRequired
      />
      <TextField
        label={t('field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={errors.email ? t(errors.email) : null}
        isRequired
      />
      <FormError messageKey={formErrorKey} />
      <Button type="submit" size="lg" fullWidth loading={forgot.isPending}>
        {t('auth.forgot_email_submit')}
      </Button>
    </form>
  );
};
