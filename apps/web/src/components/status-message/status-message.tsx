import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/shell-icons';
import styles from './status-message.module.css';

type TStatusMessageProps = {
  tone: 'empty' | 'error';
  title: string;
  description?: string;
  /** Replaces the default icon (an alert for errors, none for empty states). */
  icon?: ReactNode;
  action?: ReactNode;
};

/** The empty and error states of a list or panel. */
export const StatusMessage = ({ tone, title, description, icon, action }: TStatusMessageProps) => {
  const shownIcon = icon ?? (tone === 'error' ? <AlertIcon /> : null);
  return (
    <div
      className={[styles.root, tone === 'error' ? styles.error : undefined].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {shownIcon && <span className={styles.icon}>{shownIcon}</span>}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
};
