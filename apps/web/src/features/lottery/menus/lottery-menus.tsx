import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TLotteryGame, TLotteryLobbyInput } from '@site/contracts/api';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTRPC } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../lottery.module.css';
import { useNow } from '../model/use-now';
import { GameLink } from './game-link';

/** Once a listed draw's time has passed, ask for the list again this often until it shows the next draw. */
const DRAWN_POLL_MS = 5000;

type TLotteryMenusProps = { lobby: TLotteryLobbyInput; chosenGameCode: string | null };

/**
 * The lobby's menus (`lottery.menus`: groups, or the VN regions with their
 * provinces' games), each game with a countdown to its current draw's close
 * (`lottery.upcoming`), and the member's recent games (`lottery.recent`).
 */
export const LotteryMenus = ({ lobby, chosenGameCode }: TLotteryMenusProps) => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navId = useId();
  const now = useNow();
  const menus = useQuery(trpc.lottery.menus.queryOptions(lobby));
  const recent = useQuery(trpc.lottery.recent.queryOptions(lobby));
  const upcoming = useQuery({
    ...trpc.lottery.upcoming.queryOptions({ prizeMode: lobby.prizeMode }),
    refetchInterval: (query) => {
      const games = query.state.data?.games ?? [];
      return games.some((game) => game.current && game.current.drawAt <= now) ? DRAWN_POLL_MS : false;
    },
  });
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
