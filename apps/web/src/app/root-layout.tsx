import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Loader } from '../components/loader/loader';
import { PageShell } from '../features/layout/page-shell';
import { HeaderSession } from './header-session';
import { ScrollManager } from './scroll-manager';

/** Header, footer and the lazily loaded page between them. */
export const RootLayout = () => {
  const { t } = useTranslation();
  return (
    <PageShell headerSession={<HeaderSession />}>
      <ScrollManager />
      <Suspense fallback={<Loader label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
};
