import type { ReactNode } from 'react';
import { FormSubmit } from '../../components/form/form-submit';
import type { TMessageKey } from '../../lib/i18n-keys';
import type { TMessageValues } from '../../lib/message';
import { PaymentPasswordField } from './payment-password-field';

type TMoneySubmitProps = {
  /** The form of `useMoneyForm`, with a `paymentPassword` value. */
  form: {
    valueProps: (name: 'paymentPassword') => {
      value: string;
      onChange: (value: string) => void;
      error: string | null;
    };
    formErrorKey: TMessageKey | null;
    formErrorValues?: TMessageValues;
    isBusy: boolean;
  };
  /** The translated label of the payment password (each form names it its own way). */
  paymentPasswordLabel: string;
  /** The translated submit label. */
  label: string;
  icon?: ReactNode;
  /** The fields and button are disabled; the form's `isBusy` unless given. */
  isBusy?: boolean;
  /** Further actions after the submit button (the withdraw form's "forgot password"). */
  children?: ReactNode;
};

/**
 * The end of every form that sends money out of the main wallet (or points
 * out of the member's balance): the payment password, then the form's message
 * and submit button. The confirmation (`MoneyConfirmDialog`) comes after it.
 */
export const MoneySubmit = ({
  form,
  paymentPasswordLabel,
  label,
  icon,
  isBusy = form.isBusy,
  children,
}: TMoneySubmitProps) => (
  <>
    <PaymentPasswordField
      label={paymentPasswordLabel}
      {...form.valueProps('paymentPassword')}
      disabled={isBusy}
    />
    <FormSubmit
      errorKey={form.formErrorKey}
      errorValues={form.formErrorValues}
      label={label}
      isBusy={isBusy}
      icon={icon}
    >
      {children}
    </FormSubmit>
  </>
);
