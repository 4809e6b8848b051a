import { useEffect, useId, useState } from 'react';
import type { TPopup } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ChevronDownIcon } from '../../../components/icons/shell-icons';
import { Modal } from '../../../components/modal/modal';
import { RichText } from '../../../components/rich-text/rich-text';
import { useTranslation } from '../../../lib/use-translation';
import { useAnnouncementReading } from '../../shared-announcements/api/use-announcement-reading';
import { formatClock } from './clock-format';
import styles from './notices.module.css';

export type TNotice = Pick<TPopup, 'id' | 'title' | 'contentHtml' | 'startDate' | 'isRead'>;

type TNoticeItemProps = {
  notice: TNotice;
  isExpanded: boolean;
  onToggle: () => void;
  isUnread: boolean;
};

const NoticeItem = ({ notice, isExpanded, onToggle, isUnread }: TNoticeItemProps) => {
  const { t } = useTranslation();
  const panelId = useId();
  return (
    <li className={styles.item}>
      <h3 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.itemButton}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.itemTitle}>{notice.title}</span>
          {isUnread && (
            <>
              {' '}
              <span className={styles.unread}>{t('announcements.unread')}</span>
            </>
          )}
          {notice.startDate !== null && (
            <time className={styles.itemDate} dateTime={new Date(notice.startDate).toISOString()}>
              {formatClock(notice.startDate)}
            </time>
          )}
          <ChevronDownIcon className={styles.itemChevron} />
        </button>
      </h3>
      <div id={panelId} className={styles.itemPanel} hidden={!isExpanded}>
        {isExpanded && <RichText html={notice.contentHtml} />}
      </div>
    </li>
  );
};

type TNoticeModalProps = {
  open: boolean;
  notices: readonly TNotice[];
  /** The notice to show opened (the one clicked in the marquee). */
  initialExpandedId: string | null;
  onClose: () => void;
};

/**
 * The notice popup (docs/product.md §2): every notice with its start time; a
 * title opens or folds its (sanitised) text. A member's unread notices are
 * marked, and an opened one counts as read.
 */
export const NoticeModal = ({ open, notices, initialExpandedId, onClose }: TNoticeModalProps) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(initialExpandedId ? [initialExpandedId] : []),
  );
  const { isUnread, markRead } = useAnnouncementReading();
  const expandedNotices = notices.filter((notice) => expanded.has(notice.id));
  useEffect(() => {
    if (open) expandedNotices.forEach(markRead);
  });
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Modal open={open} onClose={onClose} title={t('home.notices_title')} size="lg">
      {notices.length === 0 ? (
        <p className={styles.empty}>{t('home.notices_empty')}</p>
      ) : (
        <ul className={styles.items} aria-label={t('home.notices_list')}>
          {notices.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              isExpanded={expanded.has(notice.id)}
              onToggle={() => toggle(notice.id)}
              isUnread={isUnread(notice)}
            />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('in_increase_submit')}</Button>
      </div>
    </Modal>
  );
};
