import type { ReactNode } from 'react';
import { MINOR_PER_MAJOR } from '@site/contracts/domain';
import { TextField } from '../../components/text-field/text-field';
import { useTranslation } from '../../lib/use-translation';
import { amountText } from './amount';
import styles from './money.module.css';

type TAmountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** A translated error under the field. */
  error: string | null;
  /** The translated allowed range (and balance), shown while there is no error. */
  help: string;
  /** Amounts offered as one-tap chips, in minor units. */
  quickAmounts?: readonly number[];
  /** Drawn inside the right end of the box (the withdraw form's "All"). */
  adornment?: ReactNode;
  disabled?: boolean;
};

/** An amount typed in major units with two decimals at most, with optional quick-amount chips. */
export const AmountField = ({
  value,
  onChange,
  error,
  help,
  quickAmounts,
  adornment,
  disabled,
}: TAmountFieldProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.amount}>
      <TextField
        label={t('cashier.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        help={help}
        adornment={adornment}
        adornmentSize={adornment ? 'wide' : 'icon'}
        disabled={disabled}
        isRequired
      />
      {quickAmounts && quickAmounts.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('cashier.quick_amounts')}>
          {quickAmounts.map((minor) => {
            const text = amountText(minor);
            return (
              <button
                key={minor}
                type="button"
                className={styles.chip}
                aria-pressed={value === text}
                disabled={disabled}
                onClick={() => onChange(text)}
              >
                {(minor / MINOR_PER_MAJOR).toLocaleString('en-US')}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
};
