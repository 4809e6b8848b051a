import { useState } from 'react';
import type { TPromotionCategory } from '@site/contracts/domain';
import { GiftIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { usePromotions } from '../api/use-promotion-queries';
import { CategoryChips } from './category-chips';
import { PromotionAnnouncements } from './promotion-announcements';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';

/** How many placeholder cards stand in while the list loads. */
const SKELETON_CARDS = 4;

const PromotionsSkeleton = () => (
  <div className={styles.grid} aria-hidden="true">
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <div key={index} className={styles.card}>
        <Skeleton className={styles.skeletonImage} />
        <div className={styles.cardBody}>
          <Skeleton className={styles.skeletonTitle} />
          <Skeleton className={styles.skeletonLine} />
        </div>
      </div>
    ))}
  </div>
);

/**
 * Route /promotions (`rewards.promotions`): the running promotions by
 * category, each with the member's status and what can be done with it; a
 * visitor and a trial session see the merchant's list. Below them, the
 * promotions' announcements by category (decision 0033).
 */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const [category, setCategory] = useState<TPromotionCategory | undefined>();
  const promotions = usePromotions(category);

  const renderList = () => {
    if (promotions.isPending) return <PromotionsSkeleton />;
    if (promotions.isError) {
      return (
        <QueryErrorMessage
          title={t('promotions.load_failed')}
          error={promotions.error}
          isRetrying={promotions.isFetching}
          onRetry={() => void promotions.refetch()}
        />
      );
    }
    if (promotions.data.items.length === 0) {
      return (
        <StatusMessage
          tone="empty"
          icon={<GiftIcon />}
          title={t('promotions.empty_title')}
          description={t('promotions.empty_text')}
        />
      );
    }
    return (
      <div className={styles.grid}>
        {promotions.data.items.map((promotion, index) => (
          <PromotionCard key={promotion.promotionId} promotion={promotion} isFirst={index === 0} />
        ))}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>{t('promotions.eyebrow')}</p>
        <h1 className={styles.pageTitle}>{t('promotions.title')}</h1>
        <p className={styles.pageIntro}>{t('promotions.intro')}</p>
      </header>
      <CategoryChips value={category} onChange={setCategory} />
      <div aria-busy={promotions.isPending}>{renderList()}</div>
      <PromotionAnnouncements />
    </div>
  );
};
