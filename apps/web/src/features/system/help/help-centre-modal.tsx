import { Link } from 'react-router';
import type { THelpTopic } from '@site/contracts/api';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { RichText } from '../../../components/rich-text/rich-text';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/use-translation';
import { useHelpTopics } from '../api/use-system-calls';
import styles from './help-centre.module.css';

type THelpCentreModalProps = {
  open: boolean;
  /** The topic the address names (`/help#faq`); the first topic when none or an unknown one. */
  topicId: string | null;
  onClose: () => void;
};

/** A topic's answers, each folded under its question. */
const TopicEntries = ({ topic }: { topic: THelpTopic }) => (
  <div className={styles.entries}>
    {topic.entries.map((entry) => (
      <details key={entry.title} className={styles.entry}>
        <summary className={styles.question}>{entry.title}</summary>
        <RichText html={entry.html} className={styles.answer} />
      </details>
    ))}
  </div>
);

/**
 * The help centre (docs/product.md §2): the topic list and the chosen
 * topic, in the spec's 440 by 750 window (the whole screen on phones). The
 * topics are links to /help#<topic>, so the address always names what is
 * shown and the browser's back button walks the topics.
 */
export const HelpCentreModal = ({ open, topicId, onClose }: THelpCentreModalProps) => {
  const { t } = useTranslation();
  const topics = useHelpTopics();
  const list = topics.data?.topics ?? [];
  const current = list.find((topic) => topic.id === topicId) ?? list[0];

  const body = () => {
    if (topics.isPending) return <Loader label={t('common.loading')} />;
    if (topics.isError)
      return (
        <QueryErrorMessage
          title={t('service.help.load_failed')}
          error={topics.error}
          isRetrying={topics.isFetching}
          onRetry={() => void topics.refetch()}
        />
      );
    if (!current) return <StatusMessage tone="empty" title={t('service.help.empty')} />;
    return (
      <>
        <nav aria-label={t('service.help.topics')}>
          <ul role="list" className={styles.topics}>
            {list.map((topic) => (
              <li key={topic.id}>
                <Link
                  className={styles.topicLink}
                  to={{ pathname: paths.help.path, hash: topic.id }}
                  replace
                  aria-current={topic.id === current.id ? 'page' : undefined}
                >
                  {topic.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article
          className={styles.topic}
          aria-labelledby="help-topic-title"
          style={current.accent ? { borderTopColor: current.accent } : undefined}
        >
          <h3 id="help-topic-title" className={styles.topicTitle}>
            {current.title}
          </h3>
          <RichText html={current.html} />
          {current.entries.length > 0 && <TopicEntries topic={current} />}
        </article>
      </>
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={t('service.help.title')} dialogClassName={styles.dialog}>
      <div className={styles.body} data-testid="help-centre">
        {body()}
      </div>
    </Modal>
  );
};
