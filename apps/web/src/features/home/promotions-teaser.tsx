import { Link } from 'react-router';
import { LinkButton } from '../../components/button/link-button';
import { ClockIcon, GiftIcon } from '../../components/icons/icons';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { Skeleton } from '../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../components/status-message/query-error-message';
import { StatusMessage } from '../../components/status-message/status-message';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { promotionPeriodText } from '../shared-rewards/promotion-period';
import { useLayoutPromotions } from './api/use-home-queries';
import styles from './home.module.css';

/** The strip holds the first few of the layout's promotions; the rest are on /promotions. */
const TEASER_COUNT = 3;
/** Promotion banners are 960×360. */
const IMAGE_RATIO = 8 / 3;

/** The promotions the back office chose for the layout (content.layoutPromotions), each linking to its page on /promotions. */
export const PromotionsTeaser = () => {
  const { t } = useTranslation();
  const promotions = useLayoutPromotions();

  const renderBody = () => {
    if (promotions.isPending) {
      return (
        <div className={styles.teaserGrid} aria-hidden="true">
          {Array.from({ length: TEASER_COUNT }, (_, index) => (
            <div key={index} className={styles.teaserCard}>
              <Skeleton className={styles.teaserSkeletonImage} />
              <div className={styles.teaserBody}>
                <Skeleton className={styles.teaserSkeletonLine} />
              </div>
            </div>
          ))}
        </div>
      );
    }
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
    const teasers = promotions.data.items.slice(0, TEASER_COUNT);
    if (teasers.length === 0) {
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
      <ul role="list" className={styles.teaserGrid}>
        {teasers.map((promotion) => (
          <li key={promotion.id}>
            <Link className={styles.teaserCard} to={`${paths.promotions.path}#announcement-${promotion.id}`}>
              <ImageWithFallback src={promotion.imageUrl} alt="" aspectRatio={IMAGE_RATIO} />
              <div className={styles.teaserBody}>
                <h3 className={styles.teaserTitle}>{promotion.title}</h3>
                <p className={styles.teaserPeriod}>
                  <ClockIcon className={styles.teaserPeriodIcon} />
                  {promotionPeriodText(promotion, t)}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="home-promotions-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-promotions-title" className={styles.sectionTitle}>
          <GiftIcon className={styles.sectionIcon} />
          {t('home.promotions_title')}
        </h2>
        <LinkButton to={paths.promotions.path} variant="ghost" size="sm">
          {t('home.promotions_all')}
        </LinkButton>
      </div>
      {renderBody()}
    </section>
  );
};
