import type { ReactNode } from 'react';
import { useIsClient } from '../../lib/use-is-client';
import styles from './inert-until-hydrated.module.css';

/**
 * Form controls that stay inert until the app has taken over a
 * server-rendered page (decision 0042): before then, what is typed or chosen
 * would not reach the app, and a form would submit natively (a login with
 * the password in the address). A disabled fieldset with no box of its own
 * (its children lay out as the parent's), drawn as enabled, so nothing
 * changes when the app takes over; links inside keep working.
 */
export const InertUntilHydrated = ({ children }: { children: ReactNode }) => {
  const isClient = useIsClient();
  return (
    <fieldset className={styles.group} disabled={!isClient}>
      {children}
    </fieldset>
  );
};
