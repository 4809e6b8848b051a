import { type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldMessageId } from '../field/field-frame';
import { ChevronDownIcon } from '../icons/shell-icons';
import styles from './select-field.module.css';

export type TSelectOption = { value: string; label: string };
/** Options under a heading of the list (`<optgroup>`). */
export type TSelectOptionGroup = { label: string; options: readonly TSelectOption[] };

type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: string;
  options: readonly TSelectOption[];
  /** Grouped options, listed after `options`. */
  optionGroups?: readonly TSelectOptionGroup[];
  error?: string | null;
  /** `compact` puts the label inside the box, like the compact text field (header forms). */
  variant?: 'default' | 'compact';
  /** Shows the required mark, as the text field does. */
  isRequired?: boolean;
};

/** A native select with a visible label, styled like the text field. */
export const SelectField = ({
  label,
  options,
  optionGroups = [],
  error,
  variant = 'default',
  isRequired = false,
  id,
  className,
  ...selectProps
}: TSelectFieldProps) => {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame
      controlId={selectId}
      label={label}
      isRequired={isRequired}
      error={error}
      variant={variant}
      className={[
        variant === 'compact' ? styles.compact : undefined,
        error ? styles.invalid : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.control}>
        <select
          id={selectId}
          className={styles.select}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldMessageId(selectId) : undefined}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {optionGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </FieldFrame>
  );
};
