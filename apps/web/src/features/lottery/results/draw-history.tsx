import { useId, useState } from 'react';
import type { TResultFormat } from '@site/contracts/domain';
import { Pagination } from '../../../components/pagination/pagination';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import { useDraws } from '../api/use-lottery-results';
import styles from '../lottery.module.css';
import { formatDay, gameToday, historyDays } from '../model/game-clock';
import { ResultBoard } from './result-board';

/** Boards per page: a board is tall, so fewer than a records table's rows. */
export const HISTORY_PAGE_SIZE = 6;

type TDrawHistoryProps = {
  gameCode: string;
  resultFormat: TResultFormat;
  /** yyyy-MM-dd in the game's time zone. */
  day: string;
  onDayChange: (day: string) => void;
  /** The level of the section's heading; the boards sit one below. */
  headingLevel?: 2 | 3;
};

/**
 * One game's results of a day (`lottery.draws`), newest first, as boards,
 * a page at a time; the day picker offers the last LOTTERY_LIMITS.historyDays days.
 */
export const DrawHistory = ({
  gameCode,
  resultFormat,
  day,
  onDayChange,
  headingLevel = 2,
}: TDrawHistoryProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { min, max } = historyDays(gameToday(resultFormat));
  const pageOwner = `${gameCode}:${day}`;
  const [paging, setPaging] = useState({ owner: pageOwner, pageNo: 1 });
  const pageNo = paging.owner === pageOwner ? paging.pageNo : 1;
  const draws = useDraws({ gameCode, date: day, pageNo, pageSize: HISTORY_PAGE_SIZE });
  const Heading = `h${headingLevel}` as const;

  const body = () => {
    if (draws.isPending) return <Skeleton className={styles.boardSkeleton} />;
    if (draws.isError)
      return (
        <QueryErrorMessage
          title={t('lottery.history.load_failed')}
          error={draws.error}
          isRetrying={draws.isFetching}
          onRetry={() => void draws.refetch()}
        />
      );
    if (draws.data.rows.length === 0)
      return <StatusMessage tone="empty" title={t('lottery.history.empty', { day: formatDay(day) })} />;
    return (
      <>
        <ul role="list" className={styles.boards} aria-busy={draws.isPlaceholderData || undefined}>
          {draws.data.rows.map((draw) => (
            <li key={draw.drawCode}>
              <ResultBoard draw={draw} headingLevel={headingLevel === 2 ? 3 : 4} withGameName={false} />
            </li>
          ))}
        </ul>
        <Pagination
          page={draws.data.pageNo}
          pageCount={draws.data.totalPages}
          onChange={(next) => setPaging({ owner: pageOwner, pageNo: next })}
          label={t('lottery.history.pages')}
        />
      </>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <Heading id={headingId} className={styles.panelTitle}>
          {t('lottery.history.title')}
        </Heading>
        <TextField
          type="date"
          className={styles.dayField}
          label={t('lottery.history.day')}
          value={day}
          min={min}
          max={max}
          required
          onChange={(event) => {
            const picked = event.target.value;
            if (picked >= min && picked <= max) onDayChange(picked);
          }}
        />
      </div>
      {body()}
    </section>
  );
};
