import type { ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton/skeleton';
import styles from './records.module.css';

type TSummaryCardProps = {
  label: string;
  /** Null while loading: a skeleton. */
  value: ReactNode;
  /** The headline figure: the whole row, larger. */
  isMain?: boolean;
};

/** One figure of a report's summary (inside a `styles.cards` grid). */
export const SummaryCard = ({ label, value, isMain = false }: TSummaryCardProps) => (
  <div className={[styles.card, isMain ? styles.cardMain : undefined].filter(Boolean).join(' ')}>
    <span className={styles.cardLabel}>{label}</span>
    <span className={styles.cardValue}>{value ?? <Skeleton className={styles.cardSkeleton} />}</span>
  </div>
);
