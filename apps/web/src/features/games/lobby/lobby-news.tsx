import type { TGameCategory } from '@site/contracts/domain';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useLobbyNews } from '../api/use-lobby-extras';
import styles from './lobby-news.module.css';

const SKELETON_ITEMS = 2;

/** The news of a game lobby (`content.lobbyNews`), newest first. */
export const LobbyNews = ({ category }: { category: TGameCategory }) => {
  const { t } = useTranslation();
  const news = useLobbyNews(category);

  const renderNews = () => {
    if (news.isPending) {
      return Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <Skeleton key={index} className={styles.skeleton} />
      ));
    }
    if (news.isError) {
      return (
        <QueryErrorMessage
          title={t('lobby.news.load_failed')}
          error={news.error}
          isRetrying={news.isFetching}
          onRetry={() => void news.refetch()}
        />
      );
    }
    if (news.data.items.length === 0) return <p className={styles.empty}>{t('lobby.news.empty')}</p>;
    return (
      <ul className={styles.list}>
        {news.data.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <article aria-labelledby={`lobby-news-${item.id}`}>
              <h3 id={`lobby-news-${item.id}`} className={styles.itemTitle}>
                {item.title}
              </h3>
              <time className={styles.time} dateTime={new Date(item.publishedAt).toISOString()}>
                {formatDateTime(item.publishedAt)}
              </time>
              <p className={styles.text}>{item.content}</p>
            </article>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.news} aria-labelledby="lobby-news-title">
      <h2 id="lobby-news-title" className={styles.title}>
        {t('lobby.news.title')}
      </h2>
      <div aria-busy={news.isPending}>{renderNews()}</div>
    </section>
  );
};
