import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { SYSTEM_STATUS } from '@site/contracts/domain';
import { BrandLoader } from '../components/loader/loader';
import { StatusErrorScreen } from '../features/system/status-error-screen';
import { useSiteThemeColour } from '../features/system/use-site-theme-colour';
import { useSiteStatusQuery } from '../lib/site-status';
import { useTranslation } from '../lib/use-translation';
import { useStartLanguage } from './use-start-language';
import { useStartupUrlParams } from './use-startup-url-params';

/*
 * The gateway answered, so these screens' code can load on demand; the one
 * for an unreachable gateway ships with the entry.
 */
const MaintenanceScreen = lazy(() =>
  import('../features/system/maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })),
);
const RegionBlockedScreen = lazy(() =>
  import('../features/system/region-blocked-screen').then((module) => ({
    default: module.RegionBlockedScreen,
  })),
);

/**
 * Start-up (docs/product.md §2): the site status is fetched first and the app is
 * built only after it answers. Maintenance and region blocks stop everyone.
 * A session handed over in the address (`?token=`) is adopted before the app
 * asks who is logged in.
 */
export const StartupGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const status = useSiteStatusQuery();
  const isLanguageReady = useStartLanguage(status.data?.site);
  const isOpenForUse = status.data?.status === SYSTEM_STATUS.normal;
  const areUrlParamsSettled = useStartupUrlParams(isOpenForUse && isLanguageReady);
  const siteName = status.data?.site.name;
  useSiteThemeColour(isOpenForUse);

  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);

  if (status.data === undefined) {
    return status.isError ? (
      <StatusErrorScreen onRetry={() => void status.refetch()} isRetrying={status.isFetching} />
    ) : (
      <BrandLoader label={t('common.loading')} />
    );
  }
  if (!isLanguageReady) return <BrandLoader label={t('common.loading')} />;

  const { customerService } = status.data;
  if (status.data.status === SYSTEM_STATUS.maintenance) {
    return (
      <Suspense fallback={<BrandLoader label={t('common.loading')} />}>
        <MaintenanceScreen customerService={customerService} />
      </Suspense>
    );
  }
  if (status.data.status === SYSTEM_STATUS.regionRestricted) {
    return (
      <Suspense fallback={<BrandLoader label={t('common.loading')} />}>
        <RegionBlockedScreen ip={status.data.ip} customerService={customerService} />
      </Suspense>
    );
  }
  if (!areUrlParamsSettled) return <BrandLoader label={t('common.loading')} />;
  return children;
};
