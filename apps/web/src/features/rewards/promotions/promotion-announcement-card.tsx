import { useState } from 'react';
import type { TPromotionAnnouncement } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ChevronDownIcon, ClockIcon } from '../../../components/icons/icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { RichText } from '../../../components/rich-text/rich-text';
import { promotionPeriodText } from '../../../lib/promotion-period';
import { useTranslation } from '../../../lib/use-translation';
import styles from './promotions.module.css';

/** Promotion banners are 960×360. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 360;

/** One promotion announcement: image, title, period and its page (sanitised HTML), folded. */
export const PromotionAnnouncementCard = ({ announcement }: { announcement: TPromotionAnnouncement }) => {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
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
        <Button
          variant={isExpanded ? 'outline' : 'secondary'}
          size="sm"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          icon={<ChevronDownIcon className={isExpanded ? styles.chevronUp : undefined} />}
        >
          {isExpanded ? t('promotions.hide_details') : t('promotions.show_details')}
        </Button>
        {isExpanded && <RichText id={contentId} className={styles.content} html={contentHtml} />}
      </div>
    </article>
  );
};
