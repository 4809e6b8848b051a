import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ChevronDownIcon } from '../../../components/icons/shell-icons';
import { RichText } from '../../../components/rich-text/rich-text';
import { useTranslation } from '../../../lib/use-translation';
import styles from './promotions.module.css';

type TPromotionDetailsProps = {
  /** The id of the details' region, for `aria-controls`. */
  contentId: string;
  /** Sanitised by the gateway. */
  html: string;
};

/** A promotion's page, folded under "Show details" (promotions and promotion announcements alike). */
export const PromotionDetails = ({ contentId, html }: TPromotionDetailsProps) => {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  return (
    <>
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
      {isExpanded && <RichText id={contentId} className={styles.content} html={html} />}
    </>
  );
};
