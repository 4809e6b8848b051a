import { Link } from 'react-router';
import { Skeleton } from '../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../components/status-message/query-error-message';
import { paths } from '../../lib/paths';
import { useHintFormat } from '../../lib/use-error-text';
import { useTranslation } from '../../lib/use-translation';
import { useRgOverview } from './api/use-rg-overview';
import { RestrictionStatus } from './break/restriction-status';
import { TakeBreakSection } from './break/take-break-section';
import { LimitsSection } from './limits/limits-section';
import { RealityCheckSetting } from './reality-check/reality-check-setting';
import styles from './responsible.module.css';

/**
 * The member centre's responsible gaming page: any restriction in force
 * (and the way back after a self-exclusion), the limits, the reality check
 * and taking a break. Money in pesos, play time in minutes, moments in the
 * merchant's time.
 */
export const ResponsibleGamingPage = () => {
  const { t } = useTranslation();
  const format = useHintFormat();
  const overview = useRgOverview();

  if (overview.isError)
    return (
      <QueryErrorMessage
        title={t('rg.load_failed')}
        error={overview.error}
        isRetrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  if (!overview.data) return <Skeleton className={styles.skeleton} />;
  const { limits, realityCheckSeconds, restriction } = overview.data;

  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        {t('rg.page_intro')}{' '}
        <Link className={styles.link} to={paths.responsibleGaming.path}>
          {t('rg.page_more')}
        </Link>
      </p>
      {restriction && <RestrictionStatus restriction={restriction} format={format} />}
      <LimitsSection limits={limits} format={format} />
      <RealityCheckSetting seconds={realityCheckSeconds} />
      <TakeBreakSection format={format} />
    </div>
  );
};
