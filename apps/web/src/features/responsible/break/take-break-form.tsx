import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type TRestriction, type TTakeBreakInput, ZTakeBreakInputSchema } from '@site/contracts/api';
import {
  BREAK_KINDS,
  BREAK_PERIODS_BY_KIND,
  breakEndsAt,
  type TBreakKind,
  type TBreakPeriod,
} from '@site/contracts/domain';
import { Checkbox } from '../../../components/checkbox/checkbox';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FormSubmit } from '../../../components/form/form-submit';
import { type TFieldErrors, useForm } from '../../../components/form/use-form';
import { SelectField } from '../../../components/select-field/select-field';
import { PasswordField } from '../../../components/text-field/password-field';
import { useToast } from '../../../components/toast/toast-context';
import type { THintFormat } from '../../../lib/error-hints';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { paths } from '../../../lib/paths';
import { useErrorMessage } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useTakeBreak } from '../api/use-take-break';
import styles from '../responsible.module.css';
import {
  BREAK_CONFIRM_KEYS,
  BREAK_KIND_HELP_KEYS,
  BREAK_KIND_KEYS,
  BREAK_PERIOD_KEYS,
  BREAK_STARTED_KEYS,
} from '../rg-labels';

type TBreakValues = { kind: TBreakKind; period: TBreakPeriod; password: string; understood: string };

/** The break the values describe, checked by the procedure's schema (the box ticked is its `confirm: true`). */
const draftOf = (values: TBreakValues) =>
  parseWithSchema<TTakeBreakInput, keyof TBreakValues | 'confirm'>(ZTakeBreakInputSchema, {
    kind: values.kind,
    period: values.period,
    password: values.password,
    confirm: values.understood === 'yes' ? true : undefined,
  });

/**
 * A time-out or self-exclusion: the kind and its length, the password
 * again and the box saying it cannot be shortened or undone, then a
 * confirmation that names the end date. Once it starts the gateway has
 * signed the member out: the app shows a visitor, goes home and says when
 * the break ends.
 */
export const TakeBreakForm = ({ format }: { format: THintFormat }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const kindHelpId = useId();
  // The draft stays while the confirmation fades out; `isConfirming` opens and closes it.
  const [draft, setDraft] = useState<{ input: TTakeBreakInput; endsAt: number } | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const describeError = useErrorMessage();
  const form = useForm<TBreakValues>(
    () => ({ kind: 'time_out', period: '24h', password: '', understood: '' }),
    { describeError },
  );

  const takeBreak = useTakeBreak({
    onTaken: (restriction: TRestriction, kind: TBreakKind) => {
      navigate(paths.home.path, { replace: true });
      toast.show(
        t(BREAK_STARTED_KEYS[kind], {
          until: restriction.until === null ? '' : format.moment(restriction.until),
        }),
        'success',
      );
    },
  });

  const validate = (): TFieldErrors<keyof TBreakValues> => {
    const parsed = draftOf(form.values);
    const found: TFieldErrors<keyof TBreakValues> = {
      period: parsed.errors?.period,
      password: parsed.errors?.password,
    };
    if (form.values.understood !== 'yes') found.understood = 'rg.break.understood_required';
    return found;
  };

  // The end date is reckoned from the moment the member asks, as the gateway will.
  const askToConfirm = () => {
    const parsed = draftOf(form.values);
    if (!parsed.data) return;
    setDraft({ input: parsed.data, endsAt: breakEndsAt(parsed.data.period, Date.now()) });
    setIsConfirming(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.submitWith(validate, askToConfirm)(event);

  const onConfirm = () => {
    setIsConfirming(false);
    if (!draft || takeBreak.isPending) return;
    takeBreak.mutate(draft.input, { onError: form.showServerError });
  };

  const chooseKind = (kind: TBreakKind) =>
    form.setValues((current) => ({
      ...current,
      kind,
      period: BREAK_PERIODS_BY_KIND[kind][0] ?? current.period,
    }));

  return (
    <form className={styles.breakForm} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.kinds} disabled={takeBreak.isPending}>
        <legend className={styles.legend}>{t('rg.break.kind')}</legend>
        {BREAK_KINDS.map((kind) => (
          <div key={kind} className={styles.kind}>
            <label className={styles.kindLabel}>
              <input
                type="radio"
                name="break-kind"
                className={styles.radio}
                value={kind}
                checked={form.values.kind === kind}
                aria-describedby={`${kindHelpId}-${kind}`}
                onChange={() => chooseKind(kind)}
              />
              <span className={styles.kindName}>{t(BREAK_KIND_KEYS[kind])}</span>
            </label>
            <p id={`${kindHelpId}-${kind}`} className={styles.muted}>
              {t(BREAK_KIND_HELP_KEYS[kind])}
            </p>
          </div>
        ))}
      </fieldset>
      <SelectField
        label={t('rg.break.period')}
        options={BREAK_PERIODS_BY_KIND[form.values.kind].map((period) => ({
          value: period,
          label: t(BREAK_PERIOD_KEYS[period]),
        }))}
        disabled={takeBreak.isPending}
        {...form.inputProps('period')}
      />
      <PasswordField
        label={t('rg.break.password')}
        autoComplete="current-password"
        disabled={takeBreak.isPending}
        isRequired
        {...form.inputProps('password')}
      />
      <Checkbox
        label={t('rg.break.understood')}
        checked={form.values.understood === 'yes'}
        disabled={takeBreak.isPending}
        onChange={(event) => form.setValue('understood', event.target.checked ? 'yes' : '')}
        error={form.messageOf('understood')}
      />
      <FormSubmit
        errorKey={form.formErrorKey}
        errorValues={form.formErrorValues}
        label={t('rg.break.submit')}
        isBusy={takeBreak.isPending}
      />
      <ConfirmDialog
        open={isConfirming}
        title={t('rg.break.confirm_title')}
        message={
          draft
            ? t(BREAK_CONFIRM_KEYS[draft.input.kind], {
                length: t(BREAK_PERIOD_KEYS[draft.input.period]),
                until: format.moment(draft.endsAt),
              })
            : ''
        }
        confirmLabel={t('rg.break.confirm_button')}
        cancelLabel={t('in_more_cancel')}
        onConfirm={onConfirm}
        onCancel={() => setIsConfirming(false)}
      />
    </form>
  );
};
