import type { TPointReward } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { GiftIcon } from '../../../components/icons/icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { formatCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import records from '../../shared-records/records.module.css';
import styles from './point-mall.module.css';
import { POINT_REWARD_TYPE_KEYS } from './point-mall-labels';

type TPointRewardCatalogueProps = {
  rewards: readonly TPointReward[];
  onRedeem: (reward: TPointReward) => void;
};

/** What points buy: name (and picture), type, price in points, stock and status, and the way to redeem it. */
export const PointRewardCatalogue = ({ rewards, onRedeem }: TPointRewardCatalogueProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const columns: TDataColumn<TPointReward>[] = [
    {
      key: 'name',
      header: t('rewards.point_mall.column.reward'),
      render: (reward) => (
        <span className={styles.rewardName}>
          {reward.imageUrl && (
            <ImageWithFallback
              src={reward.imageUrl}
              alt=""
              aspectRatio={1}
              className={styles.rewardImage}
              width={40}
              height={40}
            />
          )}
          <span>
            {reward.name}
            {reward.type === 'CASH' && reward.amount !== null && (
              <span className={styles.rewardAmount}>{format(reward.amount)}</span>
            )}
          </span>
        </span>
      ),
    },
    {
      key: 'type',
      header: t('rewards.point_mall.column.type'),
      render: (reward) => t(POINT_REWARD_TYPE_KEYS[reward.type]),
    },
    {
      key: 'points',
      header: t('rewards.point_mall.column.required_points'),
      align: 'end',
      render: (reward) => formatCount(reward.requiredPoints),
    },
    {
      key: 'stock',
      header: t('rewards.point_mall.column.stock'),
      align: 'end',
      render: (reward) =>
        reward.quantity === null ? t('rewards.point_mall.stock_unlimited') : formatCount(reward.quantity),
    },
    {
      key: 'status',
      header: t('rewards.point_mall.column.status'),
      render: (reward) =>
        reward.status === 'AVAILABLE' ? (
          <Button
            variant="primary"
            size="sm"
            icon={<GiftIcon />}
            aria-haspopup="dialog"
            aria-label={t('rewards.point_mall.redeem_reward', { name: reward.name })}
            onClick={() => onRedeem(reward)}
          >
            {t('rewards.point_mall.redeem')}
          </Button>
        ) : (
          <span className={records.badge}>{t('rewards.point_mall.sold_out')}</span>
        ),
    },
  ];
  return (
    <DataTable
      label={t('rewards.point_mall.catalogue')}
      columns={columns}
      rows={rewards}
      rowKey={(reward) => reward.rewardId}
      isLoading={false}
      emptyText={t('rewards.point_mall.catalogue_empty')}
    />
  );
};
