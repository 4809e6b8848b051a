import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../loader/loader';
import { buttonClassName, buttonIconClassName, type TButtonLook } from './button-class';

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  TButtonLook & {
    /** Shows a spinner and blocks clicks while an action is in flight. */
    loading?: boolean;
    icon?: ReactNode;
  };

export const Button = ({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: TButtonProps) => (
  <button
    type={type}
    className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading ? (
      <Spinner className={buttonIconClassName} />
    ) : (
      icon && <span className={buttonIconClassName}>{icon}</span>
    )}
    {children}
  </button>
);
