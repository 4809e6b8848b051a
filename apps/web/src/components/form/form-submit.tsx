import type { ReactNode } from 'react';
import type { TMessageKey } from '../../lib/i18n-keys';
import type { TMessageValues } from '../../lib/message';
import styles from './form.module.css';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

type TFormSubmitProps = {
  /** The form-wide message key (not one field's), if any. */
  errorKey: TMessageKey | null;
  /** What fills the form-wide message (the form's `formErrorValues`). */
  errorValues?: TMessageValues;
  /** The translated submit label. */
  label: string;
  isBusy: boolean;
  icon?: ReactNode;
  /** Further actions after the submit button (the withdraw form's "forgot password"). */
  children?: ReactNode;
};

/** A form's closing row: its form-wide message above the submit button. */
export const FormSubmit = ({ errorKey, errorValues, label, isBusy, icon, children }: TFormSubmitProps) => (
  <>
    <FormError messageKey={errorKey} values={errorValues} />
    <div className={styles.actions}>
      <SubmitButton size="lg" isBusy={isBusy} icon={icon}>
        {label}
      </SubmitButton>
      {children}
    </div>
  </>
);
