import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './count-badge.module.css';

/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

type TCountBadgeProps = {
  count: number;
  /** What the count means for assistive technology, e.g. "3 unread". */
  label: string;
  className?: string;
  'data-testid'?: string;
};

/** A small count beside a control (unread messages); nothing at 0. */
export const CountBadge = ({ count, label, className, 'data-testid': testId }: TCountBadgeProps) => {
  if (count <= 0) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-testid={testId}>
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      {/* Name computation joins inline text without spaces; the comma keeps "Messages, 3 new" apart. */}
      <VisuallyHidden>{`, ${label}`}</VisuallyHidden>
    </span>
  );
};
