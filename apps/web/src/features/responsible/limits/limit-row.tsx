import { useId, useState } from 'react';
import type { TRgLimit } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { FormResult } from '../../../components/form/form-result';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { errorMessageOf, limitAmountMessage, limitPhrase, type THintFormat } from '../../../lib/error-hints';
import { type TMessage, translateMessage } from '../../../lib/message';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelLimitChange } from '../api/use-cancel-limit-change';
import { useConfirmLimitChange } from '../api/use-confirm-limit-change';
import styles from '../responsible.module.css';
import { LIMIT_TITLE_KEYS, USED_KEYS } from '../rg-labels';
import { LimitForm } from './limit-form';
import { inForceMessage, setLimitMessage } from './limit-result';

type TLimitRowProps = {
  limit: TRgLimit;
  format: THintFormat;
};

type TLimitRowOwnProps = TLimitRowProps & {
  /** False for a limit the overview did not list: nothing counted, no period to reset. */
  hasFigures?: boolean;
};

/** A change waiting for its cooling-off: what it will be, from when, and the member's confirm or cancel. */
const PendingChange = ({
  limit,
  format,
  onResult,
}: TLimitRowProps & { onResult: (message: TMessage) => void }) => {
  const { t } = useTranslation();
  const confirm = useConfirmLimitChange();
  const cancel = useCancelLimitChange();
  const { pending } = limit;
  if (!pending) return null;
  const isBusy = confirm.isPending || cancel.isPending;
  const failure = confirm.error ?? cancel.error;
  const failureMessage = failure ? errorMessageOf(failure, format) : null;
  const key = { type: limit.type, period: limit.period };
  const time = format.moment(pending.effectiveAt);

  return (
    <div className={styles.pending}>
      <p>
        {pending.value === null
          ? t('rg.limits.pending_removal', { time })
          : translateMessage(t, {
              key: 'rg.limits.pending_value',
              values: { amount: limitAmountMessage(limit.type, pending.value, format), time },
            })}
      </p>
      {!pending.confirmable && <p className={styles.muted}>{t('rg.limits.confirm_from', { time })}</p>}
      <div className={styles.actions}>
        <Button
          size="sm"
          disabled={!pending.confirmable || isBusy}
          loading={confirm.isPending}
          onClick={() => {
            cancel.reset();
            confirm.mutate(key, { onSuccess: (output) => onResult(inForceMessage(output.limit, format)) });
          }}
        >
          {t('rg.limits.confirm')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          loading={cancel.isPending}
          onClick={() => {
            confirm.reset();
            cancel.mutate(key, {
              onSuccess: () =>
                onResult({
                  key: 'rg.limits.change_cancelled',
                  values: { limit: limitPhrase(limit.type, limit.period) },
                }),
            });
          }}
        >
          {t('rg.limits.cancel_change')}
        </Button>
      </div>
      {failureMessage && <FormError messageKey={failureMessage.key} values={failureMessage.values} />}
    </div>
  );
};

/**
 * One limit: what is in force (or none), what it has used this period with
 * a meter, when it resets, a change waiting for its cooling-off, and the
 * form to set, change or remove it.
 */
export const LimitRow = ({ limit, format, hasFigures = true }: TLimitRowOwnProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [result, setResult] = useState<TMessage | null>(null);
  const title = t(LIMIT_TITLE_KEYS[limit.type][limit.period]);
  const amount = (value: number) => {
    const text = limitAmountMessage(limit.type, value, format);
    return typeof text === 'string' ? text : translateMessage(t, text);
  };
  const used = amount(limit.used);

  return (
    <section className={styles.limit} aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.limitTitle}>
        {title}
      </h5>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('rg.limits.in_force')}</dt>
          <dd>{limit.value === null ? t('rg.limits.no_limit') : amount(limit.value)}</dd>
        </div>
        {hasFigures && (
          <>
            <div className={styles.fact}>
              <dt>{t(USED_KEYS[limit.period])}</dt>
              <dd>{used}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('rg.limits.resets')}</dt>
              <dd>{format.moment(limit.resetsAt)}</dd>
            </div>
          </>
        )}
      </dl>
      {limit.value !== null && (
        <ProgressBar
          label={t('rg.limits.meter', { limit: title })}
          value={limit.used}
          max={limit.value}
          valueText={t('rg.limits.used_of', { used, limit: amount(limit.value) })}
          tone={limit.used >= limit.value ? 'done' : 'progress'}
        />
      )}
      <PendingChange limit={limit} format={format} onResult={setResult} />
      {isEditing ? (
        <LimitForm
          limit={limit}
          format={format}
          onCancel={() => setIsEditing(false)}
          onDone={(output) => {
            setIsEditing(false);
            setResult(setLimitMessage(output, format));
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setResult(null);
              setIsEditing(true);
            }}
          >
            {t(limit.value === null ? 'rg.limits.set' : 'rg.limits.change')}
          </Button>
        </div>
      )}
      <FormResult message={result ? translateMessage(t, result) : null} />
    </section>
  );
};
