import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './checkbox.module.css';

type TCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string | null;
};

export const Checkbox = ({ label, error, id, className, ...inputProps }: TCheckboxProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, error ? styles.invalid : undefined, className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
