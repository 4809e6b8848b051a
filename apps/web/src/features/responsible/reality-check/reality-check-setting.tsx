import { useState } from 'react';
import { ZSetRealityCheckInputSchema } from '@site/contracts/api';
import { REALITY_CHECK_MINUTES } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { type TFieldErrors, useForm } from '../../../components/form/use-form';
import { SelectField } from '../../../components/select-field/select-field';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { useErrorMessage } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useSetRealityCheck } from '../api/use-set-reality-check';
import styles from '../responsible.module.css';
import { REALITY_CHECK_OPTION_KEYS } from '../rg-labels';

/** The value of an interval not offered (set by QA or customer service in seconds). */
const CUSTOM = 'custom';

const valueOf = (seconds: number): string =>
  REALITY_CHECK_MINUTES.some((minutes) => minutes * 60 === seconds) ? String(seconds / 60) : CUSTOM;

/** The reality check's interval: off, or every 15, 30, 45 or 60 minutes of a game. */
export const RealityCheckSetting = ({ seconds }: { seconds: number }) => {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [result, setResult] = useState<string | null>(null);
  const describeError = useErrorMessage();
  const form = useForm(() => ({ intervalMinutes: valueOf(seconds) }), { describeError });
  const options = [
    ...REALITY_CHECK_MINUTES.map((minutes) => ({
      value: String(minutes),
      label: t(REALITY_CHECK_OPTION_KEYS[minutes]),
    })),
    ...(valueOf(seconds) === CUSTOM
      ? [{ value: CUSTOM, label: t('rg.reality.every_seconds', { count: seconds }) }]
      : []),
  ];

  const parse = () =>
    parseWithSchema(ZSetRealityCheckInputSchema, { intervalMinutes: Number(form.values.intervalMinutes) });
  const validate = (): TFieldErrors<'intervalMinutes'> => parse().errors ?? {};

  const onSubmit = form.submitWith(validate, () => {
    const parsed = parse();
    if (!parsed.data || save.isPending) return;
    setResult(null);
    save.mutate(parsed.data, {
      onSuccess: ({ realityCheckSeconds }) =>
        setResult(
          realityCheckSeconds === 0
            ? t('rg.reality.saved_off')
            : t('rg.reality.saved', { count: Math.round(realityCheckSeconds / 60) }),
        ),
      onError: form.showServerError,
    });
  });

  return (
    <section className={styles.section} aria-labelledby="rg-reality">
      <h4 id="rg-reality" className={styles.sectionTitle}>
        {t('rg.reality.title')}
      </h4>
      <p className={styles.lead}>{t('rg.reality.intro')}</p>
      <form className={styles.inlineForm} noValidate onSubmit={onSubmit}>
        <SelectField
          label={t('rg.reality.label')}
          options={options}
          disabled={save.isPending}
          {...form.inputProps('intervalMinutes')}
        />
        <FormSubmit
          errorKey={form.formErrorKey}
          errorValues={form.formErrorValues}
          label={t('rg.reality.save')}
          isBusy={save.isPending}
        />
      </form>
      <FormResult message={result} />
    </section>
  );
};
