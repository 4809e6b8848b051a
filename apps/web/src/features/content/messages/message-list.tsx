import type { TInboxMessage } from '@site/contracts/api';
import { ChevronRightIcon } from '../../../components/icons/shell-icons';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import styles from './messages.module.css';

/** A page of messages: title, time, and a dot on the unread ones. */
export const MessageList = ({
  messages,
  onOpen,
}: {
  messages: readonly TInboxMessage[];
  onOpen: (message: TInboxMessage) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            className={[styles.item, message.isRead ? undefined : styles.unread].filter(Boolean).join(' ')}
            onClick={() => onOpen(message)}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                {message.title}
                {!message.isRead && (
                  <VisuallyHidden> ({t('member_centre.messages.unread_mark')})</VisuallyHidden>
                )}
              </span>
              <span className={styles.time}>{formatMerchantDateTime(message.createdAt)}</span>
            </span>
            <ChevronRightIcon className={styles.chevron} />
          </button>
        </li>
      ))}
    </ul>
  );
};
