import styles from './button.module.css';

export type TButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
export type TButtonSize = 'sm' | 'md' | 'lg';

export type TButtonLook = {
  variant?: TButtonVariant;
  size?: TButtonSize;
  fullWidth?: boolean;
  iconOnly?: boolean;
};

/** The class list of the button look, shared by buttons and links that look like buttons. */
export const buttonClassName = (
  { variant = 'primary', size = 'md', fullWidth = false, iconOnly = false }: TButtonLook,
  extra?: string,
): string =>
  [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    fullWidth ? styles.fullWidth : undefined,
    iconOnly ? styles.iconOnly : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');

export const buttonIconClassName = styles.icon;
