import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrentDraw } from '../api/use-lottery-lobby';
import styles from '../lottery.module.css';
import { formatCountdown, formatGameTime } from '../model/game-clock';
import { useNow } from '../model/use-now';

/**
 * The chosen game's current draw (`lottery.near`): its code and a live
 * countdown to the close on the upstream's clock, then "Drawing…" until the
 * results come (the `lottery:draw` event reads `near` again, with a poll as
 * the fallback), then the next draw.
 */
export const CurrentDraw = ({ gameCode }: { gameCode: string }) => {
  const { t } = useTranslation();
  const now = useNow();
  const near = useCurrentDraw(gameCode, now);

  if (near.isPending) return <Skeleton className={styles.currentSkeleton} />;
  if (near.isError)
    return (
      <QueryErrorMessage
        title={t('lottery.current.load_failed')}
        error={near.error}
        isRetrying={near.isFetching}
        onRetry={() => void near.refetch()}
      />
    );

  const { current, next, serverTime } = near.data;
  // The upstream's clock, not the device's: a countdown closes when the upstream does. The
  // shared tick may be up to a second older than an answer just in.
  const serverNow = Math.max(now, near.dataUpdatedAt) + (serverTime - near.dataUpdatedAt);
  const draw = current ?? next;
  if (!draw) return <p className={styles.current}>{t('lottery.current.none')}</p>;
  const isOpen = current !== null && serverNow < current.closeAt;

  return (
    <div className={styles.current} data-testid="current-draw">
      <p className={styles.currentCode}>
        <span className={styles.currentLabel}>{t('lottery.current.draw')}</span>
        <strong>{draw.drawCode}</strong>
      </p>
      {current === null ? (
        <p className={styles.currentState}>
          {t('lottery.current.next_closes', { time: formatGameTime(draw.closeAt, draw.resultFormat) })}
        </p>
      ) : isOpen ? (
        <p className={styles.currentState}>
          <span className={styles.currentLabel}>{t('lottery.current.closes_in')}</span>
          <span role="timer" className={styles.countdown}>
            {formatCountdown(current.closeAt - serverNow)}
          </span>
        </p>
      ) : (
        <p className={styles.currentState} role="status">
          {t('lottery.current.drawing')}
        </p>
      )}
    </div>
  );
};
