import { Loader } from '../../../components/loader/loader';
import { RichText } from '../../../components/rich-text/rich-text';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useAgentNotices } from '../api/use-agent-home-calls';
import styles from '../components/agent-reports.module.css';

/**
 * The agent announcement page. The upstream has no announcements for agents
 * only, so it shows the merchant's player notices (type PL), saying so.
 */
const AnnouncementPage = () => {
  const { t } = useTranslation();
  const notices = useAgentNotices();

  return (
    <div className={styles.page}>
      <div>
        <h4 className={styles.sectionTitle}>{t('agent.announcement.heading')}</h4>
        <p className={styles.note}>{t('agent.announcement.intro')}</p>
      </div>
      {notices.isPending ? (
        <Loader label={t('common.loading')} />
      ) : notices.isError ? (
        <QueryErrorMessage
          title={t('agent.announcement.load_failed')}
          error={notices.error}
          isRetrying={notices.isFetching}
          onRetry={() => void notices.refetch()}
        />
      ) : notices.data.items.length === 0 ? (
        <StatusMessage tone="empty" title={t('agent.announcement.empty')} />
      ) : (
        <ul className={styles.notices}>
          {notices.data.items.map((notice) => (
            <li key={notice.id}>
              <details className={styles.notice}>
                <summary className={styles.noticeSummary}>
                  <span className={styles.noticeTitle}>{notice.title}</span>
                  {notice.startDate !== null && (
                    <time className={styles.note} dateTime={new Date(notice.startDate).toISOString()}>
                      {formatMerchantDateTime(notice.startDate)}
                    </time>
                  )}
                </summary>
                <RichText html={notice.contentHtml} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export default AnnouncementPage;
