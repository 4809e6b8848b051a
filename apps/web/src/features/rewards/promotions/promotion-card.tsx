import { useState } from 'react';
import type { TPromotionCard } from '@site/contracts/api';
import { ClockIcon } from '../../../components/icons/icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { useTranslation } from '../../../lib/use-translation';
import { promotionPeriodText } from '../../shared-rewards/promotion-period';
import { ClaimStatusBadge } from '../shared/claim-status-badge';
import { PromoCodeForm } from '../shared/promo-code-form';
import { ApplyForm } from './apply-form';
import { PromotionActions, type TCardPanel } from './promotion-actions';
import { PromotionDetails } from './promotion-details';
import styles from './promotions.module.css';
import { RafflePanel } from './raffle-panel';

/** Promotion banners are 960×360. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 360;

type TPromotionCardProps = {
  promotion: TPromotionCard;
  /** The first card's image is the page's largest paint: it loads at once. */
  isFirst?: boolean;
};

/** One promotion: image, title, summary, period, the member's status, its actions and details. */
export const PromotionCard = ({ promotion, isFirst = false }: TPromotionCardProps) => {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<TCardPanel>(null);
  const { promotionId, title, summary, imageUrl, content, status } = promotion;
  const contentId = `promotion-${promotionId}-details`;
  const titleId = `promotion-${promotionId}-title`;

  return (
    <article id={`promotion-${promotionId}`} className={styles.card} aria-labelledby={titleId}>
      <ImageWithFallback
        src={imageUrl}
        alt=""
        aspectRatio={IMAGE_WIDTH / IMAGE_HEIGHT}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        isPriority={isFirst}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        {status && <ClaimStatusBadge status={status} />}
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {summary && <p className={styles.summary}>{summary}</p>}
        <p className={styles.period}>
          <ClockIcon className={styles.periodIcon} />
          {promotionPeriodText(promotion, t)}
        </p>
        <PromotionActions promotion={promotion} onOpenPanel={setPanel} />
        {panel === 'apply' && <ApplyForm promotion={promotion} onClose={() => setPanel(null)} />}
        {panel === 'raffle' && <RafflePanel promotion={promotion} />}
        {panel === 'promoCode' && <PromoCodeForm />}
        <PromotionDetails contentId={contentId} html={content} />
      </div>
    </article>
  );
};
