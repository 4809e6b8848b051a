import type { ReactNode } from 'react';
import styles from './field-frame.module.css';

type TFieldFrameProps = {
  /** The id of the control the label names; the message gets `<id>-message`. */
  controlId: string;
  label: string;
  isRequired: boolean;
  /** A translated error: shown as an alert under the control. */
  error?: string | null;
  /** A translated hint, shown while there is no error. */
  help?: string | null;
  variant: 'default' | 'compact';
  /** The control's own modifier classes (its module's compact/invalid/...), and the caller's. */
  className?: string;
  children: ReactNode;
};

/** The id of a field's label, for a control that `aria-labelledby` names together with its own text. */
export const fieldLabelId = (controlId: string): string => `${controlId}-label`;

/** The id of a field's message line, for the control's `aria-describedby`. */
export const fieldMessageId = (controlId: string): string => `${controlId}-message`;

/** A labelled field around any control: label row with the required mark, the control, the message. */
export const FieldFrame = ({
  controlId,
  label,
  isRequired,
  error,
  help,
  variant,
  className,
  children,
}: TFieldFrameProps) => {
  const message = error ?? help;
  const classes = [styles.field, variant === 'compact' ? styles.compact : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {/* The required mark sits outside the label so the field's accessible name is exactly the label. */}
      <div className={styles.labelRow}>
        <label id={fieldLabelId(controlId)} className={styles.label} htmlFor={controlId}>
          {label}
        </label>
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {message && (
        <p
          id={fieldMessageId(controlId)}
          className={error ? styles.error : styles.help}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
};
