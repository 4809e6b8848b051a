import { useId } from 'react';
import type { TLotteryGame, TLotteryLobbyInput } from '@site/contracts/api';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useLotteryMenus, useRecentLotteryGames, useUpcomingDraws } from '../api/use-lottery-lobby';
import styles from '../lottery.module.css';
import { useNow } from '../model/use-now';
import { GameLink } from './game-link';

type TLotteryMenusProps = { lobby: TLotteryLobbyInput; chosenGameCode: string | null };

/**
 * The lobby's menus (`lottery.menus`: groups, or the VN regions with their
 * provinces' games), each game with a countdown to its current draw's close
 * (`lottery.upcoming`), and the member's recent games (`lottery.recent`).
 */
export const LotteryMenus = ({ lobby, chosenGameCode }: TLotteryMenusProps) => {
  const { t } = useTranslation();
  const navId = useId();
  const now = useNow();
  const menus = useLotteryMenus(lobby);
  const recent = useRecentLotteryGames(lobby);
  const upcoming = useUpcomingDraws(lobby.prizeMode, now);
  const closeAtOf = new Map(
    (upcoming.data?.games ?? []).map((game) => [game.gameCode, game.current?.closeAt ?? null]),
  );
  const gameLink = (game: TLotteryGame) => (
    <li key={game.gameCode}>
      <GameLink
        game={game}
        isChosen={game.gameCode === chosenGameCode}
        closeAt={closeAtOf.get(game.gameCode) ?? null}
        now={now}
      />
    </li>
  );

  const menuBody = () => {
    if (menus.isPending) return <Skeleton className={styles.menuSkeleton} />;
    if (menus.isError)
      return (
        <QueryErrorMessage
          title={t('lottery.menus.load_failed')}
          error={menus.error}
          isRetrying={menus.isFetching}
          onRetry={() => void menus.refetch()}
        />
      );
    if (menus.data.groups.length === 0)
      return <StatusMessage tone="empty" title={t('lottery.menus.empty')} />;
    return menus.data.groups.map((group) => (
      <section
        key={group.groupCode}
        className={styles.menuGroup}
        aria-labelledby={`${navId}-${group.groupCode}`}
      >
        <h3 id={`${navId}-${group.groupCode}`} className={styles.menuTitle}>
          {group.name}
        </h3>
        <ul role="list" className={styles.gameList}>
          {group.games.map(gameLink)}
        </ul>
      </section>
    ));
  };

  return (
    <nav className={styles.menus} aria-labelledby={navId}>
      <h2 id={navId} className={styles.panelTitle}>
        {t('lottery.menus.title')}
      </h2>
      {recent.data && recent.data.games.length > 0 && (
        <section className={styles.menuGroup} aria-labelledby={`${navId}-recent`}>
          <h3 id={`${navId}-recent`} className={styles.menuTitle}>
            {t('lottery.menus.recent')}
          </h3>
          <ul role="list" className={styles.gameList}>
            {recent.data.games.map(gameLink)}
          </ul>
        </section>
      )}
      {menuBody()}
    </nav>
  );
};
