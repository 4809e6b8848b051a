import type { TPromotionAnnouncement } from '@site/contracts/api';
import { ClockIcon } from '../../../components/icons/icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { useTranslation } from '../../../lib/use-translation';
import { promotionPeriodText } from '../../shared-rewards/promotion-period';
import { PromotionDetails } from './promotion-details';
import styles from './promotions.module.css';

/** Promotion banners are 960×360. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 360;

/** One promotion announcement: image, title, period and its page (sanitised HTML), folded. */
export const PromotionAnnouncementCard = ({ announcement }: { announcement: TPromotionAnnouncement }) => {
  const { t } = useTranslation();
  const { id, title, imageUrl, contentHtml } = announcement;
  const titleId = `announcement-${id}-title`;
  const contentId = `announcement-${id}-details`;

  return (
    <article id={`announcement-${id}`} className={styles.card} aria-labelledby={titleId}>
      <ImageWithFallback
        src={imageUrl}
        alt=""
        aspectRatio={IMAGE_WIDTH / IMAGE_HEIGHT}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <p className={styles.period}>
          <ClockIcon className={styles.periodIcon} />
          {promotionPeriodText(announcement, t)}
        </p>
        <PromotionDetails contentId={contentId} html={contentHtml} />
      </div>
    </article>
  );
};
