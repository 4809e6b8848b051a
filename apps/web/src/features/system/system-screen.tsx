import type { ReactNode } from 'react';
import styles from './system-screen.module.css';

type TSystemScreenProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

/** The full-page card shared by the maintenance, region and retry screens. */
export const SystemScreen = ({ icon, title, children }: TSystemScreenProps) => (
  <main className={styles.root}>
    <section className={styles.card} aria-labelledby="system-screen-title">
      <span className={styles.badge}>{icon}</span>
      <h1 id="system-screen-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  </main>
);

export const systemScreenStyles = styles;
