import type { ReactNode } from 'react';
import styles from './agent-pages.module.css';

/** Label and value pairs laid out as a grid of small figures. */
export const Figures = ({
  items,
  testId,
}: {
  items: readonly (readonly [string, ReactNode])[];
  testId?: string;
}) => (
  <dl className={styles.figures} data-testid={testId}>
    {items.map(([label, value]) => (
      <div key={label} className={styles.figure}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
