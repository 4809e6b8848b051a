import { type TProfileOutput, ZUpdateProfileInputSchema } from '@site/contracts/api';
import { EARLIEST_BIRTHDAY, type TProfileField } from '@site/contracts/domain';
import { FormSubmit } from '../../../components/form/form-submit';
import { focusFirstInvalid, type TFieldErrors, useForm } from '../../../components/form/use-form';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-context';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { merchantToday } from '../../shared-date-range/merchant-days';
import { useProfile } from '../api/use-profile-queries';
import { useUpdateProfile } from '../api/use-update-profile';
import styles from './profile.module.css';

const FIELD_LABELS: Readonly<Record<TProfileField, TMessageKey>> = {
  nickname: tk('profile.field.nickname'),
  telegram: tk('profile.field.telegram'),
  zalo: tk('profile.field.zalo'),
  birthday: tk('profile.field.birthday'),
  address: tk('profile.field.address'),
  nationality: tk('profile.field.nationality'),
  occupation: tk('profile.field.occupation'),
  incomeSource: tk('profile.field.incomeSource'),
};

/** The autocomplete token of the fields a browser can fill in. */
const AUTOCOMPLETE: Partial<Record<TProfileField, string>> = {
  nickname: 'nickname',
  birthday: 'bday',
  address: 'street-address',
  nationality: 'country-name',
  occupation: 'organization-title',
};

/** The profile fields the merchant enables (docs/product.md §3 "Other profile labels"), in its order. */
export const ProfileForm = () => {
  const { t } = useTranslation();
  const profile = useProfile();

  return (
    <section className={styles.section} aria-labelledby="profile-title">
      <h4 id="profile-title" className={styles.title}>
        {t('profile.title')}
      </h4>
      {profile.isError ? (
        <QueryErrorMessage
          title={t('profile.load_failed')}
          error={profile.error}
          isRetrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : profile.data ? (
        profile.data.fields.length > 0 ? (
          <ProfileFields profile={profile.data} />
        ) : (
          <p className={styles.lead}>{t('profile.none_enabled')}</p>
        )
      ) : (
        <Skeleton className={styles.skeleton} />
      )}
    </section>
  );
};

const ProfileFields = ({ profile }: { profile: TProfileOutput }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  const names = profile.fields.map((entry) => entry.field);
  const form = useForm<Record<string, string>>(
    () => Object.fromEntries(profile.fields.map((entry) => [entry.field, entry.value])),
    { fields: names },
  );

  const validate = (): TFieldErrors<string> => {
    const found: TFieldErrors<string> = {};
    for (const { field, isRequired } of profile.fields) {
      if (isRequired && !form.values[field]?.trim()) found[field] = 'validation.required';
    }
    const parsed = parseWithSchema(ZUpdateProfileInputSchema, form.values);
    return { ...parsed.errors, ...found };
  };

  const onSubmit = form.submitWith(validate, (formElement) => {
    const parsed = parseWithSchema(ZUpdateProfileInputSchema, form.values);
    if (!parsed.data || updateProfile.isPending) return;
    updateProfile.mutate(parsed.data, {
      onSuccess: () => toast.show(t('profile.saved'), 'success'),
      onError: (error) => {
        form.showServerError(error);
        focusFirstInvalid(formElement);
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.fields}>
        {profile.fields.map(({ field, isRequired, maxLength }) => (
          <TextField
            key={field}
            label={t(FIELD_LABELS[field])}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            isRequired={isRequired}
            {...(field === 'birthday'
              ? { type: 'date', min: EARLIEST_BIRTHDAY, max: merchantToday() }
              : { maxLength })}
            {...form.inputProps(field)}
          />
        ))}
      </div>
      <FormSubmit errorKey={form.formErrorKey} label={t('profile.save')} isBusy={updateProfile.isPending} />
    </form>
  );
};
