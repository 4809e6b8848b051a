import { type TRgLimit, type TSetRgLimitOutput, ZSetRgLimitInputSchema } from '@site/contracts/api';
import { RG_LIMIT_BOUNDS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormSubmit } from '../../../components/form/form-submit';
import { type TFieldErrors, useForm } from '../../../components/form/use-form';
import { TextField } from '../../../components/text-field/text-field';
import type { THintFormat } from '../../../lib/error-hints';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { useSiteStatus } from '../../../lib/site-status';
import { useErrorMessage } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { amountText, parseAmount } from '../../shared-money/amount';
import { useSetRgLimit } from '../api/use-set-rg-limit';
import styles from '../responsible.module.css';

type TLimitFormProps = {
  limit: Pick<TRgLimit, 'type' | 'period' | 'value'>;
  format: THintFormat;
  onDone: (output: TSetRgLimitOutput) => void;
  onCancel: () => void;
};

const WHOLE_MINUTES = /^\d{1,4}$/;

/**
 * A new limit, typed in pesos (sent in minor units) or in minutes for play
 * time, checked by the procedure's own schema; or the limit removed. What
 * the change did (at once, or after the cooling-off) is the row's to say.
 */
export const LimitForm = ({ limit, format, onDone, onCancel }: TLimitFormProps) => {
  const { t } = useTranslation();
  const { site } = useSiteStatus();
  const setLimit = useSetRgLimit();
  const isPlayTime = limit.type === 'play_time';
  const describeError = useErrorMessage();
  const form = useForm(
    () => ({ value: limit.value === null ? '' : isPlayTime ? String(limit.value) : amountText(limit.value) }),
    { describeError },
  );
  const rangeMessageParams = {
    max: isPlayTime ? String(RG_LIMIT_BOUNDS.maxPlayMinutes) : format.money(RG_LIMIT_BOUNDS.maxMoneyMinor),
  };

  const valueOf = (text: string): number | null => {
    if (isPlayTime) return WHOLE_MINUTES.test(text.trim()) ? Number(text.trim()) : null;
    return parseAmount(text);
  };

  const validate = (): TFieldErrors<'value'> => {
    const value = valueOf(form.values.value);
    const parsed = parseWithSchema(ZSetRgLimitInputSchema, { type: limit.type, period: limit.period, value });
    if (value === null || parsed.errors)
      return { value: isPlayTime ? 'rg.limits.minutes_range' : 'rg.limits.money_range' };
    return {};
  };

  const send = (value: number | null) => {
    if (setLimit.isPending) return;
    setLimit.mutate(
      { type: limit.type, period: limit.period, value },
      { onSuccess: onDone, onError: form.showServerError },
    );
  };

  return (
    <form
      className={styles.limitForm}
      noValidate
      onSubmit={form.submitWith(validate, () => send(valueOf(form.values.value)))}
    >
      <TextField
        label={
          isPlayTime ? t('rg.limits.new_minutes') : t('rg.limits.new_money', { symbol: site.currencySymbol })
        }
        inputMode={isPlayTime ? 'numeric' : 'decimal'}
        autoComplete="off"
        disabled={setLimit.isPending}
        isRequired
        {...form.inputProps('value', rangeMessageParams)}
      />
      <FormSubmit
        errorKey={form.formErrorKey}
        errorValues={form.formErrorValues}
        label={t('rg.limits.save')}
        isBusy={setLimit.isPending}
      >
        {limit.value !== null && (
          <Button variant="outline" disabled={setLimit.isPending} onClick={() => send(null)}>
            {t('rg.limits.remove')}
          </Button>
        )}
        <Button variant="ghost" disabled={setLimit.isPending} onClick={onCancel}>
          {t('in_more_cancel')}
        </Button>
      </FormSubmit>
    </form>
  );
};
