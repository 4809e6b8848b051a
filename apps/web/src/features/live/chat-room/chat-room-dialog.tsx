import { type CSSProperties, useState } from 'react';
import type { TChatTopic } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { ExternalLinkButton } from '../../../components/button/link-button';
import { ChatIcon, ChevronLeftIcon, SendIcon } from '../../../components/icons/icons';
import { Spinner } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { errorMessageKey } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useChatPermission, useChatTopics, useImUrl, useServiceScript } from '../api/use-chat-room-queries';
import { useLaunchChat } from '../api/use-launch-chat';
import styles from './chat-room-dialog.module.css';

/** The docs/product.md's popup window (440 by 750) for the chat page. */
const CHAT_WINDOW_STYLE = {
  '--chat-width': `${LIMITS.popupWindow.width}px`,
  '--chat-height': `${LIMITS.popupWindow.height}px`,
} as CSSProperties;

type TChatRoomDialogProps = { open: boolean; onClose: () => void };

/** The greeting and service notes (WPSCORE_getCustomerServiceScript) above the topics. */
const ServiceScript = () => {
  const script = useServiceScript();
  if (!script.data) return null;
  return (
    <div className={styles.script}>
      <p className={styles.greeting}>{script.data.greeting}</p>
      {script.data.lines.length > 0 && (
        <ul className={styles.notes}>
          {script.data.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** The messenger link (CSP_ImUrl), for members who would rather chat in their own app. */
const MessengerLink = () => {
  const { t } = useTranslation();
  const url = useImUrl().data?.url;
  if (!url) return null;
  return (
    <p className={styles.messenger}>
      <span>{t('live.messenger_hint')}</span>
      <ExternalLinkButton href={url} variant="outline" size="sm" icon={<SendIcon />}>
        {t('live.messenger_open')}
      </ExternalLinkButton>
    </p>
  );
};

type TTopicPickerProps = {
  onPick: (topic: TChatTopic) => void;
  pendingCode: string | null;
};

/** The topics (CBS_modelList): choosing one opens the chat on it. */
const TopicPicker = ({ onPick, pendingCode }: TTopicPickerProps) => {
  const { t } = useTranslation();
  const topics = useChatTopics();
  if (topics.isPending) {
    return (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (topics.isError) {
    return (
      <QueryErrorMessage
        title={t('live.topics_failed')}
        error={topics.error}
        isRetrying={topics.isFetching}
        onRetry={() => void topics.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="chat-topics-title">
      <h3 id="chat-topics-title" className={styles.topicsTitle}>
        {t('live.choose_topic')}
      </h3>
      <ul className={styles.topics}>
        {topics.data.topics.map((topic) => (
          <li key={topic.code}>
            <button
              type="button"
              className={styles.topic}
              onClick={() => onPick(topic)}
              disabled={pendingCode !== null}
              aria-busy={pendingCode === topic.code || undefined}
            >
              <span className={styles.topicName}>{topic.name}</span>
              {topic.description && <span className={styles.topicDescription}>{topic.description}</span>}
              {pendingCode === topic.code && <Spinner className={styles.topicSpinner} />}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The chat room (docs/product.md §2 modals): the greeting, a topic to choose,
 * then the customer-service chat page in a frame, where the member writes
 * and support's answers arrive as they are sent. Members only (the service
 * bar sends visitors to log in and trial accounts to the real-account notice).
 */
export const ChatRoomDialog = ({ open, onClose }: TChatRoomDialogProps) => {
  const { t } = useTranslation();
  const permission = useChatPermission(open);
  const launch = useLaunchChat();
  const [chatUrl, setChatUrl] = useState<string | null>(null);

  const onPick = (topic: TChatTopic) =>
    launch.mutate({ topic: topic.code }, { onSuccess: (result) => setChatUrl(result.chatUrl) });

  const onAfterClose = () => {
    setChatUrl(null);
    launch.reset();
  };

  const body = () => {
    if (chatUrl) {
      return (
        <div className={styles.room}>
          <Button
            variant="ghost"
            size="sm"
            className={styles.back}
            icon={<ChevronLeftIcon />}
            onClick={() => setChatUrl(null)}
          >
            {t('live.other_topic')}
          </Button>
          <div className={styles.frameBox} style={CHAT_WINDOW_STYLE}>
            <iframe
              className={styles.frame}
              src={chatUrl}
              title={t('live.frame_title')}
              data-testid="chat-frame"
            />
          </div>
        </div>
      );
    }
    if (permission.data?.canChat === false)
      return <StatusMessage tone="error" title={t('error.chat_not_allowed')} />;
    return (
      <div className={styles.start}>
        <ServiceScript />
        <TopicPicker
          onPick={onPick}
          pendingCode={launch.isPending ? (launch.variables?.topic ?? null) : null}
        />
        {launch.isError && <StatusMessage tone="error" title={t(errorMessageKey(launch.error))} />}
        <MessengerLink />
      </div>
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      onAfterClose={onAfterClose}
      title={
        <span className={styles.title}>
          <ChatIcon /> {t('live.title')}
        </span>
      }
      dialogClassName={styles.dialog}
    >
      {body()}
    </Modal>
  );
};
