import { useState } from 'react';
import type { TPromotion } from '@site/contracts/api';
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

type TPromotionCardProps = {
  promotion: TPromotion;
  /** The first card's image is the page's largest paint: it loads at once. */
  isFirst?: boolean;
};

export const PromotionCard = ({ promotion, isFirst = false }: TPromotionCardProps) => {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const contentId = `promotion-${promotion.id}-details`;
  const titleId = `promotion-${promotion.id}-title`;

  return (
    <article id={`promotion-${promotion.id}`} className={styles.card} aria-labelledby={titleId}>
      <ImageWithFallback
        src={promotion.imageUrl}
        alt=""
        aspectRatio={IMAGE_WIDTH / IMAGE_HEIGHT}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        isPriority={isFirst}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {promotion.title}
        </h2>
        <p className={styles.period}>
          <ClockIcon className={styles.periodIcon} />
          {promotionPeriodText(promotion, t)}
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
        {isExpanded && <RichText id={contentId} className={styles.content} html={promotion.contentHtml} />}
      </div>
    </article>
  );
};
