import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS } from '@site/contracts/domain';
import { BrandLoader } from '../components/loader/loader';
import { MaintenanceScreen } from '../features/system/maintenance-screen';
import { RegionBlockedScreen } from '../features/system/region-blocked-screen';
import { StatusErrorScreen } from '../features/system/status-error-screen';
import { useSiteStatusQuery } from '../lib/site-status';
import { useStartLanguage } from './use-start-language';
import { useStartupUrlParams } from './use-startup-url-params';

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
  if (status.data.status === SYSTEM_STATUS.maintenance)
    return <MaintenanceScreen customerService={customerService} />;
  if (status.data.status === SYSTEM_STATUS.regionRestricted) {
    return <RegionBlockedScreen ip={status.data.ip} customerService={customerService} />;
  }
  if (!areUrlParamsSettled) return <BrandLoader label={t('common.loading')} />;
  return children;
};
