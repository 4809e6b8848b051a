import { lazy, type ReactNode, Suspense } from 'react';
import { Header } from './header';
import styles from './page-shell.module.css';

/* Below every page's content, so its code loads after the first paint. */
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

type TPageShellProps = {
  /** The main menu, composed by the app. */
  nav: ReactNode;
  /** The header's session area (login form or member bar), composed by the app. */
  headerSession: ReactNode;
  /** A notice line under the header's main bar, composed by the app. */
  headerNotice?: ReactNode;
  /** False on the pages that show the header only (docs/product.md §2: /seamless). */
  hasFooter?: boolean;
  children: ReactNode;
};

/** Header, main content column and footer around every page. */
export const PageShell = ({
  nav,
  headerSession,
  headerNotice,
  hasFooter = true,
  children,
}: TPageShellProps) => (
  <>
    <Header nav={nav} session={headerSession} notice={headerNotice} />
    <main className={styles.main} id="main">
      {children}
    </main>
    {hasFooter && (
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    )}
  </>
);
