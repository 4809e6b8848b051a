import { useId } from 'react';
import { Link } from 'react-router';
import type { TDraw, TLotteryLobbyInput } from '@site/contracts/api';
import { RESULT_LAYOUTS } from '@site/contracts/domain';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useLatestResults } from '../api/use-lottery-results';
import styles from '../lottery.module.css';

/** The number a board opens with: the VN special prize, or the 4D first prize. */
const headlineOf = (draw: TDraw): string => {
  const [firstRow] = RESULT_LAYOUTS[draw.resultFormat];
  return (firstRow && draw.results?.[firstRow.prize]?.[0]) ?? '';
};

/**
 * The latest results of every game of the lobby (`lottery.latestResults`):
 * each game's last draw and its headline number; a game's name shows it.
 */
export const LatestResults = ({ lobby }: { lobby: TLotteryLobbyInput }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const latest = useLatestResults(lobby);

  const body = () => {
    if (latest.isPending) return <Skeleton className={styles.menuSkeleton} />;
    if (latest.isError)
      return (
        <QueryErrorMessage
          title={t('lottery.latest.load_failed')}
          error={latest.error}
          isRetrying={latest.isFetching}
          onRetry={() => void latest.refetch()}
        />
      );
    if (latest.data.draws.length === 0)
      return <StatusMessage tone="empty" title={t('lottery.latest.empty')} />;
    return (
      <table className={styles.latestTable}>
        <thead>
          <tr>
            <th scope="col">{t('lottery.latest.game')}</th>
            <th scope="col">{t('lottery.latest.draw')}</th>
            <th scope="col">{t('lottery.latest.result')}</th>
          </tr>
        </thead>
        <tbody>
          {latest.data.draws.map((draw) => (
            <tr key={draw.gameCode}>
              <th scope="row">
                <Link to={{ search: `?gameCode=${encodeURIComponent(draw.gameCode)}` }}>{draw.gameName}</Link>
              </th>
              <td>{draw.drawCode}</td>
              <td className={styles.headline}>{headlineOf(draw)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('lottery.latest.title')}
      </h2>
      {body()}
    </section>
  );
};
