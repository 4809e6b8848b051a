import { Link, useSearchParams } from 'react-router';
import { REBATE_RATES } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../lib/i18n-keys';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { EmbeddedGame } from '../shared-games/embedded-game/embedded-game';
import { LOTTERY_ROUTES, prizeModeForRoute, type TLotteryRoute } from '../shared-games/lottery-prize-mode';
import { useGameVendors, useLaunchLottery, useLotteryMenus, useNearDraws } from './api/use-lottery-lobby';
import { useLotteryWatch } from './live/use-lottery-watch';
import { CurrentDraw } from './lobby/current-draw';
import styles from './lottery.module.css';
import { LotteryMenus } from './menus/lottery-menus';
import { gameToday, historyDayOf } from './model/game-clock';
import { lobbyOf, rebateCategoryOf } from './model/lobby';
import { useOpenLotteryOrders } from './orders/use-open-lottery-orders';
import { DrawHistory } from './results/draw-history';
import { LatestResults } from './results/latest-results';
import { ResultBoard } from './results/result-board';

type TLotteryPageProps = { route: TLotteryRoute };

const TITLE_KEYS: Readonly<Record<TLotteryRoute, TMessageKey>> = {
  [LOTTERY_ROUTES.lottery]: tk('games.lottery.title'),
  [LOTTERY_ROUTES.sea]: tk('games.lottery.sea_title'),
  [LOTTERY_ROUTES.vn]: tk('games.lottery.vn_title'),
};

/**
 * Routes /lottery, /seaLottery and /vnLottery (login required), in the
 * route's prize mode (SEA for /seaLottery, otherwise ELOTT or LOTT from the
 * vendor data, docs/product.md §3): the menus with each game's countdown, the
 * chosen game (`?gameCode=`, else the menus' first) with its current draw,
 * its lobby embedded, its latest board and its results by day (`?date=`),
 * the lobby's latest results and the lottery rebate. The page watches the
 * chosen game live (docs/history/lottery-interfaces.md).
 */
export const LotteryPage = ({ route }: TLotteryPageProps) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The games menu's vendor data (shared with it by the query key).
  const vendors = useGameVendors();
  const launch = useLaunchLottery();
  // Only SEA is known without the vendor data.
  const prizeMode =
    route === LOTTERY_ROUTES.sea || vendors.data
      ? prizeModeForRoute(route, vendors.data?.categories ?? [])
      : null;
  const lobby = prizeMode ? lobbyOf(route, prizeMode) : null;
  const menus = useLotteryMenus(lobby);
  const menuGames = menus.data?.groups.flatMap((group) => group.games) ?? [];
  const askedGameCode = params.get('gameCode') || null;
  const gameCode = askedGameCode ?? menuGames[0]?.gameCode ?? null;
  const near = useNearDraws(gameCode);
  const nearDraw = near.data?.previous ?? near.data?.current ?? near.data?.next;
  const resultFormat =
    menuGames.find((game) => game.gameCode === gameCode)?.resultFormat ?? nearDraw?.resultFormat ?? null;
  const gameName = nearDraw?.gameName ?? menuGames.find((game) => game.gameCode === gameCode)?.gameName;
  // Without `?gameCode=` the lobby opens on the menus' first game, or on its own lobby if there is none.
  const launchGameCode = gameCode ?? undefined;
  const canLaunch = prizeMode !== null && (askedGameCode !== null || !menus.isPending || menus.isError);
  const title = t(TITLE_KEYS[route]);
  useLotteryWatch(gameCode);

  const setDay = (day: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (gameCode) next.set('gameCode', gameCode);
      next.set('date', day);
      return next;
    });
  const openOrders = useOpenLotteryOrders();
  const rebateRate = prizeMode ? REBATE_RATES[rebateCategoryOf(prizeMode)] : undefined;
  const resultsQuery = gameCode ? `?gameCode=${encodeURIComponent(gameCode)}` : '';

  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.pageFacts}>
          {rebateRate !== undefined && (
            <p className={styles.rebate} data-testid="lottery-rebate">
              {t('lottery.rebate', { rate: rebateRate })}
            </p>
          )}
          <Link className={styles.textLink} to={`${paths.lotteryResults.path}${resultsQuery}`}>
            {t('lottery.results_link')}
          </Link>
          <button type="button" className={styles.textButton} onClick={openOrders}>
            {t('lottery.my_orders')}
          </button>
        </div>
      </header>
      <div className={styles.layout}>
        {lobby && <LotteryMenus lobby={lobby} chosenGameCode={gameCode} />}
        <div className={styles.main}>
          <section className={styles.panel} aria-label={gameName ?? title}>
            {gameName && <h2 className={styles.panelTitle}>{gameName}</h2>}
            {gameCode && <CurrentDraw gameCode={gameCode} />}
            <EmbeddedGame
              title={title}
              launchKey={canLaunch ? `${prizeMode}:${launchGameCode ?? ''}` : null}
              launch={() => {
                // The area gives the lobby its back link to this page (/vnLottery).
                if (lobby) launch.mutate({ ...lobby, gameCode: launchGameCode });
              }}
              data={launch.data}
              error={launch.error ?? (vendors.isError && !prizeMode ? vendors.error : null)}
              isPending={launch.isPending}
            />
          </section>
          {near.data?.previous && <ResultBoard draw={near.data.previous} headingLevel={2} />}
          {lobby && <LatestResults lobby={lobby} />}
          {gameCode && resultFormat && (
            <DrawHistory
              gameCode={gameCode}
              resultFormat={resultFormat}
              day={historyDayOf(params.get('date'), gameToday(resultFormat))}
              onDayChange={setDay}
            />
          )}
        </div>
      </div>
    </div>
  );
};
