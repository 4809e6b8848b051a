import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import styles from './page-shell.module.css';

type TPageShellProps = {
  /** The main menu, composed by the app. */
  nav: ReactNode;
  /** The header's session area (login form or member bar), composed by the app. */
  headerSession: ReactNode;
  /** A notice line under the header's main bar, composed by the app. */
  headerNotice?: ReactNode;
  children: ReactNode;
};

/** Header, main content column and footer around every page. */
export const PageShell = ({ nav, headerSession, headerNotice, children }: TPageShellProps) => (
  <>
    <Header nav={nav} session={headerSession} notice={headerNotice} />
    <main className={styles.main} id="main">
      {children}
    </main>
    <Footer />
  </>
);
