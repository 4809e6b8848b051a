import { type FormEvent, useState } from 'react';
import type { TDownlineDetail, TRebateRate } from '@site/contracts/api';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { CheckIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/text-field/text-field';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useCategoryName } from '../../shared-records/use-category-name';
import styles from '../agent-pages.module.css';
import { useUpdateDownlineRebates } from '../api/use-update-downline-rebates';

/** A rate as typed: digits with at most two decimals. */
const RATE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** The typed rates, from 0 up to the agent's own rate of each category (`maxRebates`). */
export const checkRebates = (
  limits: readonly TRebateRate[],
  typed: Readonly<Record<string, string>>,
): { rebates: TRebateRate[]; errors: TFieldErrors<string> } => {
  const errors: TFieldErrors<string> = {};
  const rebates = limits.map(({ gameType, ratePercent: max }) => {
    const text = (typed[gameType] ?? '').trim();
    const rate = Number(text);
    if (!RATE_PATTERN.test(text) || rate > max) errors[gameType] = tk('agent.rebates.out_of_range');
    return { gameType, ratePercent: rate };
  });
  return { rebates, errors };
};

const typedOf = (downline: TDownlineDetail): Record<string, string> =>
  Object.fromEntries(
    downline.maxRebates.map(({ gameType }) => [
      gameType,
      String(downline.rebates.find((rate) => rate.gameType === gameType)?.ratePercent ?? 0),
    ]),
  );

/** A direct downline's rebate rate per game category, each at most the agent's own. */
export const RebateForm = ({ downline }: { downline: TDownlineDetail }) => {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const update = useUpdateDownlineRebates();
  const gameTypes = downline.maxRebates.map((limit) => limit.gameType);
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(gameTypes);
  const [typed, setTyped] = useState(() => typedOf(downline));
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    setDone(null);
    const checked = checkRebates(downline.maxRebates, typed);
    setFieldErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    update.mutate(
      { memberId: downline.memberId, rebates: checked.rebates },
      {
        onSuccess: () => setDone(t('agent.rebates.done', { username: downline.username })),
        onError: showServerError,
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('agent.rebates.form')}>
      <FormResult message={done} />
      <div className={styles.row}>
        {downline.maxRebates.map(({ gameType, ratePercent: max }) => {
          const binding = bind(
            gameType,
            typed[gameType] ?? '',
            (value: string) => setTyped((current) => ({ ...current, [gameType]: value })),
            { max: String(max) },
          );
          return (
            <TextField
              key={gameType}
              label={t('agent.rebates.rate_of', { category: categoryName(gameType) })}
              name={`rebate-${gameType}`}
              inputMode="decimal"
              autoComplete="off"
              value={binding.value}
              onChange={(event) => binding.onChange(event.target.value)}
              error={binding.error}
              help={t('agent.rebates.max', { max: String(max) })}
              disabled={update.isPending}
            />
          );
        })}
      </div>
      <FormSubmit
        errorKey={formErrorKey}
        label={t('agent.rebates.submit')}
        isBusy={update.isPending}
        icon={<CheckIcon />}
      />
    </form>
  );
};
