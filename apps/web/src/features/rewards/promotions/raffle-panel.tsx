import { useState } from 'react';
import type { TPromotionCard } from '@site/contracts/api';
import { TrophyIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import { useRaffle } from '../api/use-promotion-queries';
import { useDrawRaffle } from '../api/use-reward-mutations';
import { useRewardPayment } from '../api/use-reward-payment';
import { PayButton } from '../shared/pay-button';
import styles from '../shared/rewards.module.css';

/**
 * A raffle (`rewards.raffle`): today's valid bets and the chances they
 * earned, the prizes, today's draws, and a Draw that pays the prize drawn.
 */
export const RafflePanel = ({ promotion }: { promotion: TPromotionCard }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const raffle = useRaffle(promotion.promotionId);
  const [prize, setPrize] = useState<string | null>(null);
  const draw = useRewardPayment(useDrawRaffle(), {
    paidMessage: (output) =>
      t('rewards.raffle_won', { prize: output.prize.name, amount: format(output.prize.amount) }),
    onPaid: (output) =>
      setPrize(t('rewards.raffle_won', { prize: output.prize.name, amount: format(output.prize.amount) })),
  });

  if (raffle.isPending) return <Skeleton className={styles.skeletonRow} />;
  if (raffle.isError) {
    return (
      <QueryErrorMessage
        title={t('rewards.raffle_load_failed')}
        error={raffle.error}
        isRetrying={raffle.isFetching}
        onRetry={() => void raffle.refetch()}
      />
    );
  }
  const status = raffle.data;
  return (
    <section className={styles.section} aria-label={t('rewards.raffle_title', { title: promotion.title })}>
      <p className={styles.note}>
        {t('rewards.raffle_rule', {
          amount: format(status.validBetPerChance),
          max: status.maxChancesPerDay,
        })}
      </p>
      <p>
        {t('rewards.raffle_chances', {
          left: status.chancesLeft,
          earned: status.chancesEarned,
          bet: format(status.validBetToday),
        })}
      </p>
      {prize && (
        <p className={styles.amount} role="status">
          {prize}
        </p>
      )}
      <div className={styles.actions}>
        <PayButton
          payment={draw}
          icon={<TrophyIcon />}
          onClick={() => {
            setPrize(null);
            draw.pay({ promotionId: promotion.promotionId });
          }}
        >
          {t('rewards.raffle_draw')}
        </PayButton>
      </div>
      <h3 className={styles.sectionTitle}>{t('rewards.raffle_prizes')}</h3>
      <ul className={styles.list}>
        {status.prizes.map((item) => (
          <li key={item.prizeId} className={styles.row}>
            <span className={styles.rowTitle}>{item.name}</span>
            <span className={styles.amount}>{format(item.amount)}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.sectionTitle}>{t('rewards.raffle_draws')}</h3>
      {status.draws.length === 0 ? (
        <p className={styles.note}>{t('rewards.raffle_no_draws')}</p>
      ) : (
        <ul className={styles.list}>
          {status.draws.map((item) => (
            <li key={`${item.prizeId}-${item.drawnAt}`} className={styles.row}>
              <span className={styles.rowTitle}>{item.name}</span>
              <span className={styles.note}>{formatMerchantDateTime(item.drawnAt)}</span>
              <span className={styles.amount}>{format(item.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
