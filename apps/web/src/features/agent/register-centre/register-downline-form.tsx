import { useState } from 'react';
import { type TRegisterDownlineInput, ZRegisterDownlineInputSchema } from '@site/contracts/api';
import { DOWNLINE_MEMBER_KINDS, type TDownlineMemberKind } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useForm } from '../../../components/form/use-form';
import { UserIcon } from '../../../components/icons/icons';
import { SelectField } from '../../../components/select-field/select-field';
import { PasswordField } from '../../../components/text-field/password-field';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-context';
import { fieldErrorText, helpText } from '../../../lib/forms/pattern-messages';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useRegisterDownline } from '../api/use-register-downline';
import { MEMBER_KIND_KEYS } from '../member-kind-labels';

const emptyValues = () => ({
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  memberKind: 'player' as TDownlineMemberKind,
});

/**
 * Registers a player or an agent straight under the agent. Username and
 * password follow the merchant's register rules, with the same help texts
 * as the registration form; the gateway checks the rules again.
 */
export const RegisterDownlineForm = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { register: rules } = useSiteStatus();
  const registerDownline = useRegisterDownline();
  const form = useForm(emptyValues);
  const [done, setDone] = useState<string | null>(null);
  const rulesOf = { username: rules.username ?? null, password: rules.password ?? null };
  const errorOf = (name: 'username' | 'password' | 'confirmPassword' | 'nickname') => {
    const key = form.errors[name];
    const rule = name === 'username' || name === 'password' ? rulesOf[name] : null;
    return key ? fieldErrorText(key, rule, t) : null;
  };

  const onSubmit = form.submitWith(
    () => parseWithSchema(ZRegisterDownlineInputSchema, form.values).errors ?? {},
    () => {
      setDone(null);
      const input: TRegisterDownlineInput = {
        ...form.values,
        nickname: form.values.nickname.trim() || undefined,
      };
      registerDownline.mutate(input, {
        onSuccess: (downline) => {
          const message = t('agent.register.downline_done', { username: downline.username });
          setDone(message);
          toast.show(message, 'success');
          form.setValues(emptyValues());
        },
        onError: form.showServerError,
      });
    },
  );
  const isBusy = registerDownline.isPending;

  return (
    <section className={styles.section} aria-labelledby="agent-register-downline">
      <h4 id="agent-register-downline" className={styles.sectionTitle}>
        {t('agent.register.downline_title')}
      </h4>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="agent-register-downline">
        <FormResult message={done} />
        <TextField
          label={t('field.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.inputProps('username')}
          error={errorOf('username')}
          help={helpText(rulesOf.username, t)}
          maxLength={rulesOf.username?.maxLength ?? undefined}
          disabled={isBusy}
          isRequired
        />
        <PasswordField
          label={t('field.password')}
          autoComplete="new-password"
          {...form.inputProps('password')}
          error={errorOf('password')}
          help={helpText(rulesOf.password, t)}
          maxLength={rulesOf.password?.maxLength ?? undefined}
          disabled={isBusy}
          isRequired
        />
        <PasswordField
          label={t('field.confirmPassword')}
          autoComplete="new-password"
          {...form.inputProps('confirmPassword')}
          error={errorOf('confirmPassword')}
          disabled={isBusy}
          isRequired
        />
        <SelectField
          label={t('agent.register.member_kind')}
          {...form.inputProps('memberKind')}
          options={DOWNLINE_MEMBER_KINDS.map((value) => ({ value, label: t(MEMBER_KIND_KEYS[value]) }))}
          disabled={isBusy}
        />
        <TextField
          label={t('member.nickname')}
          autoComplete="off"
          {...form.inputProps('nickname')}
          error={errorOf('nickname')}
          disabled={isBusy}
        />
        <FormSubmit
          errorKey={form.formErrorKey}
          label={t('agent.register.downline_submit')}
          isBusy={isBusy}
          icon={<UserIcon />}
        />
      </form>
    </section>
  );
};
