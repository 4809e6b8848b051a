import { useId } from 'react';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { FieldFrame, fieldMessageId } from '../../../../components/field/field-frame';
import { useTranslation } from '../../../../lib/use-translation';
import styles from './withdraw.module.css';

type TRemarkFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
};

/** The remark of a not-received report: at most 140 characters (docs/product.md §9), with a counter. */
export const RemarkField = ({ value, onChange, error, disabled }: TRemarkFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const max = CASHIER_LIMITS.remarkMaxChars;
  return (
    <FieldFrame
      controlId={id}
      label={t('cashier.remark')}
      isRequired={false}
      error={error}
      help={t('cashier.remark_count', { count: value.length, max })}
      variant="default"
    >
      <textarea
        id={id}
        name="remark"
        className={styles.textarea}
        rows={3}
        maxLength={max}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldMessageId(id)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
};
