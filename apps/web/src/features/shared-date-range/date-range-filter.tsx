import type { ReactNode } from 'react';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { ChevronRightIcon } from '../../components/icons/shell-icons';
import { TextField } from '../../components/text-field/text-field';
import type { TMessageKey } from '../../lib/i18n-keys';
import { useTranslation } from '../../lib/use-translation';
import styles from './date-range-filter.module.css';
import {
  endsToday,
  matchingPreset,
  merchantToday,
  presetRange,
  RANGE_PRESETS,
  SHIFT_STEPS,
  shiftRange,
  type TDateRange,
  type TRangePreset,
  type TShiftStep,
  withEdited,
} from './merchant-days';

type TDateRangeFilterProps = {
  value: TDateRange;
  onChange: (range: TDateRange) => void;
  /** Other filters of the same table (a type select), laid out on the same row. */
  children?: ReactNode;
};

const PRESET_LABEL_KEYS: Readonly<Record<TRangePreset, TMessageKey>> = {
  today: 'records.range.today',
  last7: 'records.range.last_7',
  last30: 'records.range.last_30',
};

/**
 * The date filter of every record and history table. Controlled: `value` is
 * the range in merchant days (yyyy-MM-dd, UTC+8), as the records procedures
 * take it; `onChange` receives every valid range the member picks. Offers a
 * start and an end date, presets (today, last 7, last 30 days) and steps to
 * the previous or next 7 and 30 days; a range never ends after today and
 * never spans more than CASHIER_LIMITS.maxRecordRangeDays days.
 * Keep the range with `useDateRangeParam()`.
 */
export const DateRangeFilter = ({ value, onChange, children }: TDateRangeFilterProps) => {
  const { t } = useTranslation();
  const today = merchantToday();
  const pressedPreset = matchingPreset(value, today);
  const isAtToday = endsToday(value, today);

  const shiftButton = (days: TShiftStep, direction: -1 | 1) => (
    <button
      key={`${direction}-${days}`}
      type="button"
      className={styles.chip}
      disabled={direction > 0 && isAtToday}
      aria-label={
        direction < 0 ? t('records.range.previous_days', { days }) : t('records.range.next_days', { days })
      }
      onClick={() => onChange(shiftRange(value, days, direction, today))}
    >
      {direction < 0 && <ChevronLeftIcon />}
      {t('records.range.days', { days })}
      {direction > 0 && <ChevronRightIcon />}
    </button>
  );

  return (
    <div className={styles.filter}>
      <div className={styles.fields}>
        <TextField
          type="date"
          label={t('records.range.start')}
          value={value.startDate}
          max={today}
          required
          onChange={(event) => onChange(withEdited(value, 'startDate', event.target.value, today))}
        />
        <TextField
          type="date"
          label={t('records.range.end')}
          value={value.endDate}
          max={today}
          required
          onChange={(event) => onChange(withEdited(value, 'endDate', event.target.value, today))}
        />
        {children}
      </div>
      <div className={styles.chips} role="group" aria-label={t('records.range.quick')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.chip}
            aria-pressed={pressedPreset === preset}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(PRESET_LABEL_KEYS[preset])}
          </button>
        ))}
        <span className={styles.separator} aria-hidden="true" />
        {[...SHIFT_STEPS].reverse().map((days) => shiftButton(days, -1))}
        {SHIFT_STEPS.map((days) => shiftButton(days, 1))}
      </div>
      <p className={styles.hint}>{t('records.range.hint', { days: CASHIER_LIMITS.maxRecordRangeDays })}</p>
    </div>
  );
};
