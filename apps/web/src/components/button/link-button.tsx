import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClassName, buttonIconClassName, type TButtonLook } from './button-class';

type TIconProp = { icon?: ReactNode };

/** An in-app link that looks like a button (navigation, not an action). */
export const LinkButton = ({
  variant,
  size,
  fullWidth,
  iconOnly,
  icon,
  className,
  children,
  ...rest
}: LinkProps & TButtonLook & TIconProp) => (
  <Link className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)} {...rest}>
    {icon && <span className={buttonIconClassName}>{icon}</span>}
    {children}
  </Link>
);

/** A link to another site (opens in a new tab) that looks like a button. */
export const ExternalLinkButton = ({
  variant,
  size,
  fullWidth,
  iconOnly,
  icon,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & TButtonLook & TIconProp) => (
  <a
    className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)}
    target="_blank"
    rel="noopener noreferrer"
    {...rest}
  >
    {icon && <span className={buttonIconClassName}>{icon}</span>}
    {children}
  </a>
);
