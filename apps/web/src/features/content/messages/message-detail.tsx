import type { TInboxMessage } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ChevronLeftIcon } from '../../../components/icons/icons';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import styles from './messages.module.css';

/** One message, opened from the list. */
export const MessageDetail = ({ message, onBack }: { message: TInboxMessage; onBack: () => void }) => {
  const { t } = useTranslation();
  return (
    <article className={styles.detail} aria-labelledby={`message-${message.id}`}>
      <Button variant="ghost" size="sm" icon={<ChevronLeftIcon />} onClick={onBack} className={styles.back}>
        {t('member_centre.messages.back')}
      </Button>
      <header className={styles.detailHeader}>
        <h4 id={`message-${message.id}`} className={styles.detailTitle}>
          {message.title}
        </h4>
        <time className={styles.time} dateTime={new Date(message.createdAt).toISOString()}>
          {formatMerchantDateTime(message.createdAt)}
        </time>
      </header>
      <p className={styles.content}>{message.content}</p>
    </article>
  );
};
