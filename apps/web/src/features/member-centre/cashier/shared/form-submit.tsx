import type { ReactNode } from 'react';
import { Button } from '../../../../components/button/button';
import { FormMessage } from './form-message';
import styles from './cashier.module.css';

type TFormSubmitProps = {
  /** The form-wide message key (not one field's), if any. */
  errorKey: string | null;
  /** The translated submit label. */
  label: string;
  isBusy: boolean;
  icon?: ReactNode;
  /** Further actions after the submit button (the withdraw form's "forgot password"). */
  children?: ReactNode;
};

/** A money form's closing row: its form-wide message above the submit button. */
export const FormSubmit = ({ errorKey, label, isBusy, icon, children }: TFormSubmitProps) => (
  <>
    <FormMessage messageKey={errorKey} />
    <div className={styles.actions}>
      <Button type="submit" size="lg" loading={isBusy} icon={icon}>
        {label}
      </Button>
      {children}
    </div>
  </>
);
