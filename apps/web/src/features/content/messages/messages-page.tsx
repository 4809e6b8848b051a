import { useState } from 'react';
import type { TInboxMessage } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { EmptyRecordsIcon } from '../../../components/data-table/empty-records-icon';
import { CheckIcon } from '../../../components/icons/icons';
import { Pagination } from '../../../components/pagination/pagination';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { Tabs } from '../../../components/tabs/tabs';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useUnreadCount } from '../../shared-member-centre/api/use-unread-count';
import { useInbox } from '../api/use-content-queries';
import { useMarkRead } from '../api/use-mark-read';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import styles from './messages.module.css';

const INBOX_TABS = ['all', 'unread', 'read'] as const;
type TInboxTab = (typeof INBOX_TABS)[number];

const TAB_LABEL_KEYS: Readonly<Record<TInboxTab, TMessageKey>> = {
  all: tk('member_centre.messages.tab_all'),
  unread: tk('member_centre.messages.tab_unread'),
  read: tk('member_centre.messages.tab_read'),
};
const EMPTY_KEYS: Readonly<Record<TInboxTab, TMessageKey>> = {
  all: tk('member_centre.messages.empty_all'),
  unread: tk('member_centre.messages.empty_unread'),
  read: tk('member_centre.messages.empty_read'),
};

/** Messages (inbox v2): all, unread or read, a page at a time; opening one marks it read. */
export const MessagesPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const [tab, setTab] = useState<TInboxTab>('all');
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<TInboxMessage | null>(null);
  const inbox = useInbox({ status: tab, pageNo });
  const unreadCount = useUnreadCount();
  const markRead = useMarkRead();

  const open = (message: TInboxMessage) => {
    setOpened(message);
    if (!message.isRead) markRead.mutate({ ids: [message.id] });
  };
  const markAllRead = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => toast.show(t('member_centre.messages.all_marked'), 'success'),
        onError: (error) => toast.show(t(errorMessageKey(error)), 'error'),
      },
    );

  if (opened) return <MessageDetail message={opened} onBack={() => setOpened(null)} />;

  const body = () => {
    if (inbox.error && !inbox.data) {
      return (
        <QueryErrorMessage
          title={t('member_centre.messages.load_failed')}
          error={inbox.error}
          isRetrying={inbox.isFetching}
          onRetry={() => void inbox.refetch()}
        />
      );
    }
    if (!inbox.data) {
      return (
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className={styles.skeletonItem}>
              <Skeleton className={styles.skeletonLine} />
            </li>
          ))}
        </ul>
      );
    }
    if (inbox.data.rows.length === 0) {
      return <StatusMessage tone="empty" icon={<EmptyRecordsIcon />} title={t(EMPTY_KEYS[tab])} />;
    }
    return (
      <>
        <MessageList messages={inbox.data.rows} onOpen={open} />
        <Pagination
          page={inbox.data.pageNo}
          pageCount={inbox.data.totalPages}
          onChange={setPageNo}
          label={t('member_centre.messages.pages')}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button
          variant="outline"
          size="sm"
          icon={<CheckIcon />}
          disabled={unreadCount === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
          onClick={markAllRead}
        >
          {t('member_centre.messages.mark_all')}
        </Button>
      </div>
      <Tabs
        tabs={INBOX_TABS.map((id) => ({ id, label: t(TAB_LABEL_KEYS[id]) }))}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPageNo(1);
        }}
        label={t('member_centre.messages.tabs')}
      >
        {body()}
      </Tabs>
    </div>
  );
};
