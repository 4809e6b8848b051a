import type { TRegisterRule } from '@site/contracts/wire';
import { PasswordField } from '../../../components/text-field/password-field';
import { helpText } from '../../../lib/forms/pattern-messages';
import { useTranslation } from '../../../lib/use-translation';

type TNewPasswordFieldsProps<TField extends string> = {
  /** The form's names of the new password and of its confirmation. */
  names: { password: TField; confirmation: TField };
  /** The two labels; "New password" and "Confirm new password" unless given. */
  labels?: { password: string; confirmation: string };
  /** The form's values, their setter and the error message of a field (null for none). */
  form: {
    values: Readonly<Record<TField, string>>;
    setValue: (name: TField, value: string) => void;
    errorOf: (name: TField) => string | null;
  };
  /** The merchant's password rule: help text (on the new password) and maximum length. */
  rule: TRegisterRule | null;
};

/** The names used by the change-password and reset-password forms. */
export const NEW_PASSWORD_NAMES = { password: 'newPassword', confirmation: 'confirmNewPassword' } as const;

/** A new password, with the rule's help, and its confirmation. */
export const NewPasswordFields = <TField extends string>({
  names,
  labels,
  form,
  rule,
}: TNewPasswordFieldsProps<TField>) => {
  const { t } = useTranslation();
  const shownLabels = labels ?? {
    password: t('auth.new_password'),
    confirmation: t('auth.confirm_new_password'),
  };
  return (['password', 'confirmation'] as const).map((field) => (
    <PasswordField
      key={field}
      label={shownLabels[field]}
      name={names[field]}
      autoComplete="new-password"
      value={form.values[names[field]]}
      onChange={(event) => form.setValue(names[field], event.target.value)}
      error={form.errorOf(names[field])}
      help={field === 'password' ? helpText(rule, t) : undefined}
      maxLength={rule?.maxLength ?? 128}
      isRequired
    />
  ));
};
