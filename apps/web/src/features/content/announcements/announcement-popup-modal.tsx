import { useEffect, useState } from 'react';
import type { TPopup } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { GiftIcon } from '../../../components/icons/icons';
import { Modal } from '../../../components/modal/modal';
import { Pagination } from '../../../components/pagination/pagination';
import { RichText } from '../../../components/rich-text/rich-text';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useAnnouncementReading } from '../../shared-announcements/api/use-announcement-reading';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import styles from './announcements.module.css';

type TAnnouncementPopupModalProps = {
  open: boolean;
  items: readonly TPopup[];
  onClose: () => void;
};

/**
 * The announcement popup (docs/product.md §2): one announcement reads on its
 * own; several get a list (9 a page) beside the selected one's details. A
 * member's unread ones are marked, and the one shown counts as read.
 */
export const AnnouncementPopupModal = ({ open, items, onClose }: TAnnouncementPopupModalProps) => {
  const { t } = useTranslation();
  const centre = useMemberCentre();
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const [page, setPage] = useState(1);
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  const { isUnread, markRead } = useAnnouncementReading();
  useEffect(() => {
    if (open && selected) markRead(selected);
  });
  if (!selected) return null;

  const isList = items.length > 1;
  const perPage = LIMITS.announcementsPerPage;
  const pageCount = Math.ceil(items.length / perPage);
  const pageItems = items.slice((page - 1) * perPage, page * perPage);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={isList ? t('announcements.title') : selected.title}
      size={isList ? 'lg' : 'md'}
    >
      <div className={isList ? styles.layout : undefined}>
        {isList && (
          <div className={styles.list}>
            <ul className={styles.titles} aria-label={t('announcements.list')}>
              {pageItems.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.titleButton}
                    aria-current={item.id === selected.id ? 'true' : undefined}
                    onClick={() => setSelectedId(item.id)}
                  >
                    {item.title}
                    {isUnread(item) && (
                      <>
                        {' '}
                        <span className={styles.unread}>{t('announcements.unread')}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              onChange={setPage}
              label={t('announcements.pages')}
            />
          </div>
        )}
        <article className={styles.detail} aria-label={selected.title}>
          {isList && <h3 className={styles.detailTitle}>{selected.title}</h3>}
          {selected.startDate !== null && <p className={styles.date}>{formatDate(selected.startDate)}</p>}
          {selected.imageUrl && (
            <img className={styles.image} src={selected.imageUrl} alt="" loading="lazy" decoding="async" />
          )}
          <RichText html={selected.contentHtml} />
          {selected.promotionType && (
            <Button
              variant="outline"
              icon={<GiftIcon />}
              onClick={() => {
                onClose();
                centre.open('rewards');
              }}
            >
              {t('announcements.go_to_promotion')}
            </Button>
          )}
        </article>
      </div>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('in_increase_submit')}</Button>
      </div>
    </Modal>
  );
};
