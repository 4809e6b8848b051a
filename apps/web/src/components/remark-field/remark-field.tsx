import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { FieldFrame, fieldMessageId } from '../field/field-frame';
import styles from './remark-field.module.css';

type TRemarkFieldProps = {
  label: string;
  /** Characters allowed (docs/product.md §5: 140 for a withdrawal report and a reward request). */
  max: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
};

/** A free-text remark with a character counter, cut at `max` characters. */
export const RemarkField = ({ label, max, value, onChange, error, disabled }: TRemarkFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldFrame
      controlId={id}
      label={label}
      isRequired={false}
      error={error}
      help={t('remark_field.count', { count: value.length, max })}
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
