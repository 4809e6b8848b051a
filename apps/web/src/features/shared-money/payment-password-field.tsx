import { CASHIER_LIMITS } from '@site/contracts/domain';
import { PasswordField } from '../../components/text-field/password-field';

type TPaymentPasswordFieldProps = {
  /** The translated label (each form names the password its own way). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated error under the field. */
  error: string | null;
  disabled?: boolean;
};

/** The member's 6-digit payment password, asked before money leaves the main wallet. */
export const PaymentPasswordField = ({
  label,
  value,
  onChange,
  error,
  disabled,
}: TPaymentPasswordFieldProps) => (
  <PasswordField
    label={label}
    name="paymentPassword"
    inputMode="numeric"
    autoComplete="off"
    maxLength={CASHIER_LIMITS.paymentPasswordLength}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={error}
    disabled={disabled}
    isRequired
  />
);
