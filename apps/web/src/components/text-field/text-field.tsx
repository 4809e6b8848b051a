import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldFrame, fieldMessageId } from '../field/field-frame';
import styles from './text-field.module.css';

export type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  /** A translated message shown under the field; marks the input invalid. */
  error?: string | null;
  /** A translated hint shown under the field while there is no error. */
  help?: string | null;
  /** `compact` puts the label inside the box (header forms). */
  variant?: 'default' | 'compact';
  /** A control drawn inside the right end of the box (show-password, send-code button). */
  adornment?: ReactNode;
  /** `wide` leaves room for a text button (send code) instead of an icon. */
  adornmentSize?: 'icon' | 'wide';
  /** Shows the required mark; validation itself is the form's job. */
  isRequired?: boolean;
};

export const TextField = ({
  label,
  error,
  help,
  variant = 'default',
  adornment,
  adornmentSize = 'icon',
  isRequired = false,
  id,
  className,
  ...inputProps
}: TTextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hasMessage = Boolean(error ?? help);
  const modifiers = [
    variant === 'compact' ? styles.compact : undefined,
    error ? styles.invalid : undefined,
    adornment ? styles.hasAdornment : undefined,
    adornment && adornmentSize === 'wide' ? styles.hasWideAdornment : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      isRequired={isRequired}
      error={error}
      help={help}
      variant={variant}
      className={modifiers}
    >
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={hasMessage ? fieldMessageId(inputId) : undefined}
          {...inputProps}
        />
        {adornment && <div className={styles.adornment}>{adornment}</div>}
      </div>
    </FieldFrame>
  );
};
