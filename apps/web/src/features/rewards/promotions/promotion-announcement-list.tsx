import { GiftIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { usePromotionAnnouncements } from '../api/use-promotion-queries';
import { PromotionAnnouncementCard } from './promotion-announcement-card';
import styles from './promotions.module.css';

/** How many placeholder cards stand in while the list loads. */
const SKELETON_CARDS = 2;

/** The promotion announcements of one category (or all), with loading, error and empty states. */
export const PromotionAnnouncementList = ({ categoryId }: { categoryId: string | undefined }) => {
  const { t } = useTranslation();
  const announcements = usePromotionAnnouncements(categoryId);

  if (announcements.isPending) {
    return (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton className={styles.skeletonImage} />
            <div className={styles.cardBody}>
              <Skeleton className={styles.skeletonTitle} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (announcements.isError) {
    return (
      <QueryErrorMessage
        title={t('promotions.announcements.load_failed')}
        error={announcements.error}
        isRetrying={announcements.isFetching}
        onRetry={() => void announcements.refetch()}
      />
    );
  }
  if (announcements.data.items.length === 0) {
    return (
      <StatusMessage
        tone="empty"
        icon={<GiftIcon />}
        title={t('promotions.announcements.empty_title')}
        description={t('promotions.announcements.empty_text')}
      />
    );
  }
  return (
    <div className={styles.grid}>
      {announcements.data.items.map((announcement) => (
        <PromotionAnnouncementCard key={announcement.id} announcement={announcement} />
      ))}
    </div>
  );
};
