import { LIMITS } from '@site/contracts/domain';
import { TrophyIcon } from '../../../components/icons/icons';
import { useTranslation } from '../../../lib/use-translation';
import { useGameList } from '../api/use-game-lists';
import { useHotGames } from '../api/use-hot-games';
import { useStagedRequests } from '../model/staged';
import { FlameIcon, SparkleIcon } from '../tile/game-icons';
import { HomeGameSection } from './home-game-section';
import styles from './home-game-sections.module.css';
import { WinnersTicker } from './winners-ticker';

/** The home page's list queries: new RNG games and RNG jackpot games, six each. */
export const NEW_GAMES_INPUT = {
  gameType: 'RNG',
  isNew: true,
  pageNo: 1,
  pageSize: LIMITS.homeSectionPageSize,
} as const;
export const JACKPOT_GAMES_INPUT = {
  gameType: 'RNG',
  gameClassify: 'JP',
  pageNo: 1,
  pageSize: LIMITS.homeSectionPageSize,
} as const;

const HOT_ROUTE = '/hot';
const RNG_ROUTE = '/rng';

/**
 * The home page's game sections (docs/product.md §2): hot games (first 6, more →
 * /hot), new games (RNG, new; more → /rng) and jackpot games (RNG, JP; more →
 * /rng). The three requests go out 300 ms apart; a language switch refetches them.
 */
export const HomeGameSections = () => {
  const { t, i18n } = useTranslation();
  const stage = useStagedRequests(3, LIMITS.homeSectionRequestGapMs, i18n.language);

  const hot = useHotGames();
  const newGames = useGameList(NEW_GAMES_INPUT, { enabled: stage >= 2, staged: true });
  const jackpotGames = useGameList(JACKPOT_GAMES_INPUT, { enabled: stage >= 3, staged: true });

  return (
    <div className={styles.sections}>
      <WinnersTicker />
      <HomeGameSection
        id="hot"
        title={t('games.home.hot')}
        icon={<FlameIcon />}
        moreTo={HOT_ROUTE}
        games={hot.data?.games.slice(0, LIMITS.homeHotGames)}
        isPending={hot.isPending}
        error={hot.error}
        isFetching={hot.isFetching}
        onRetry={() => void hot.refetch()}
      />
      <HomeGameSection
        id="new"
        title={t('games.home.new')}
        icon={<SparkleIcon />}
        moreTo={RNG_ROUTE}
        games={newGames.data?.games}
        isPending={newGames.isPending}
        error={newGames.error}
        isFetching={newGames.isFetching}
        onRetry={() => void newGames.refetch()}
      />
      <HomeGameSection
        id="jackpot"
        title={t('games.home.jackpot')}
        icon={<TrophyIcon />}
        moreTo={RNG_ROUTE}
        games={jackpotGames.data?.games}
        isPending={jackpotGames.isPending}
        error={jackpotGames.error}
        isFetching={jackpotGames.isFetching}
        onRetry={() => void jackpotGames.refetch()}
      />
    </div>
  );
};
