import type { ChangeEvent } from 'react';
import { PasswordField } from '../../../components/text-field/password-field';
import { TextField } from '../../../components/text-field/text-field';
import type { TPresentation } from '../register/register-fields';

type TRegisterTextFieldProps = {
  presentation: TPresentation;
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | null;
  /** The pattern help text of the field's rule (docs/product.md section 5). */
  help: string | null;
  isRequired: boolean;
  maxLength?: number;
  className?: string;
};

/** One of the merchant's register fields drawn by its presentation: a password box, or a text box of its type. */
export const RegisterTextField = ({ presentation, ...props }: TRegisterTextFieldProps) =>
  presentation.type === 'password' ? (
    <PasswordField autoComplete={presentation.autoComplete} {...props} />
  ) : (
    <TextField
      type={presentation.type}
      inputMode={presentation.inputMode}
      autoComplete={presentation.autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
