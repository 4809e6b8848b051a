import { type ReactNode, useState } from 'react';
import type { TPointReward } from '@site/contracts/api';
import { GiftIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import records from '../../shared-records/records.module.css';
import { usePointMall, usePoints } from '../api/use-reward-queries';
import { ConvertPointsForm } from './convert-points-form';
import { PaymentPasswordGate } from './payment-password-gate';
import styles from './point-mall.module.css';
import { PointRewardCatalogue } from './point-reward-catalogue';
import { PointsBalance } from './points-balance';
import { PointsEarningTable } from './points-earning-table';
import { RedeemDialog } from './redeem-dialog';
import { RedemptionHistory } from './redemption-history';

/**
 * The point mall (docs/product.md §2, §3 "Points and redemption"): the
 * member's points, the catalogue to redeem them for, converting them into
 * the balance, how they are earned, and the redemptions so far. The shell
 * draws the page title; `/pointMall` opens the centre here.
 */
export const PointMallPage = () => {
  const { t } = useTranslation();
  const points = usePoints();
  const mall = usePointMall();
  const [redeeming, setRedeeming] = useState<TPointReward | null>(null);
  const ownPoints = points.data?.points;

  const section = (id: string, titleKey: TMessageKey, body: ReactNode) => (
    <section className={styles.section} aria-labelledby={id}>
      <h4 id={id} className={records.sectionTitle}>
        {t(titleKey)}
      </h4>
      {body}
    </section>
  );

  const mallBody = () => {
    if (mall.isPending) return <Skeleton className={styles.formSkeleton} />;
    if (mall.isError)
      return (
        <QueryErrorMessage
          title={t('rewards.point_mall.load_failed')}
          error={mall.error}
          isRetrying={mall.isFetching}
          onRetry={() => void mall.refetch()}
        />
      );
    if (!mall.data.enabled)
      return (
        <StatusMessage
          tone="empty"
          icon={<GiftIcon />}
          title={t('rewards.point_mall.closed_title')}
          description={t('rewards.point_mall.closed_text')}
        />
      );
    const { rewards, conversion, table } = mall.data;
    return (
      <>
        {section(
          'point-mall-catalogue-title',
          'rewards.point_mall.catalogue',
          <PointRewardCatalogue rewards={rewards} onRedeem={setRedeeming} />,
        )}
        {conversion &&
          section(
            'point-mall-convert-title',
            'rewards.point_mall.convert_title',
            <PaymentPasswordGate>
              <ConvertPointsForm conversion={conversion} points={ownPoints} />
            </PaymentPasswordGate>,
          )}
        {section(
          'point-mall-earning-title',
          'rewards.point_mall.earning',
          <PointsEarningTable table={table} />,
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PointsBalance points={points} />
      {mallBody()}
      <RedemptionHistory />
      <RedeemDialog reward={redeeming} points={ownPoints} onClose={() => setRedeeming(null)} />
    </div>
  );
};
