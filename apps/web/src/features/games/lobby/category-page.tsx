import { useSearchParams } from 'react-router';
import type { TGamePage } from '@site/contracts/api';
import type { TGameCategory, TGameClassify } from '@site/contracts/domain';
import { LinkButton } from '../../../components/button/link-button';
import { Pagination } from '../../../components/pagination/pagination';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useFavouriteGames, useGameList, useRecentGames } from '../api/use-game-lists';
import { useVendors } from '../api/use-vendors';
import { CategoryWinnersTicker } from '../home/winners-ticker';
import { LOBBY_PARAMS, lobbyListInput, parseLobbyState, type TLobbyState } from '../model/lobby-query';
import { categoryLabelKey, categoryName } from '../model/navigation';
import { slotFilters } from '../model/slot-filters';
import { PageHero } from '../page/page-hero';
import { GameGrid, GameGridSkeleton } from '../tile/game-grid';
import { GridIcon, HeartIcon, HistoryIcon } from '../tile/game-icons';
import styles from './lobby.module.css';
import { LobbyNews } from './lobby-news';
import { LobbySideMenu, type TLobbySelection } from './lobby-side-menu';
import { LobbyToolbar } from './lobby-toolbar';
import { PokerRooms } from './poker-rooms';

const SKELETON_TILES = 18;
/** Tiles whose icons load at once: about the first view of a lobby, phone (two rows) or desktop (a row). */
const FIRST_VIEW_TILES = 6;

type TListState = {
  data: { games: TGamePage['games']; totalPages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
};

/** The games of the current view: the category list, the member's favourites, or recent games. */
const useLobbyGames = (
  category: TGameCategory,
  state: TLobbyState,
  filters: readonly TGameClassify[],
): TListState => {
  const { member } = useSession();
  const isMember = member !== null;
  const list = useGameList(lobbyListInput(category, state, filters), {
    enabled: state.view === 'all' || state.view === 'vendor',
    keepPrevious: true,
  });
  const favourites = useFavouriteGames(state.page, state.view === 'favourites' && isMember);
  const recent = useRecentGames(state.view === 'recent' && isMember);
  const paged = state.view === 'favourites' ? favourites : list;
  const pick = state.view === 'recent' ? recent : paged;
  const data =
    state.view === 'recent'
      ? recent.data && { games: recent.data.games, totalPages: 1 }
      : paged.data && { games: paged.data.games, totalPages: paged.data.totalPages };
  return {
    data,
    isPending: pick.isPending,
    isError: pick.isError,
    error: pick.error,
    isFetching: pick.isFetching,
    refetch: () => void pick.refetch(),
  };
};

type TCategoryPageProps = { category: TGameCategory };

/**
 * A game-list centre page (/hot, /rng, /live, /fish, /pvp, /lott, /elott,
 * /bingo): the category's biggest wins, a side menu of its vendors,
 * favourites and recent games, search, the slot filters on /rng, a grid of
 * 42 games per page, and the lobby's news. The vendor, view, filter, search
 * and page live in the URL.
 */
export const CategoryPage = ({ category }: TCategoryPageProps) => {
  const { t } = useTranslation();
  const { member } = useSession();
  const { site } = useSiteStatus();
  const [params, setParams] = useSearchParams();
  const state = parseLobbyState(params);
  const vendors = useVendors();
  const categoryEntry = vendors.data?.categories.find((entry) => entry.category === category);
  const filters = category === 'RNG' ? slotFilters(site.languages) : [];
  const games = useLobbyGames(category, state, filters);
  const isMemberView = state.view === 'favourites' || state.view === 'recent';

  const name = categoryEntry ? categoryName(categoryEntry) : null;
  const title = !name ? t(categoryLabelKey(category)) : name.kind === 'key' ? t(name.key) : name.text;
  const currentVendor =
    state.view === 'vendor'
      ? categoryEntry?.vendors.find((vendor) => vendor.vassalage === state.vassalage)
      : undefined;

  /** Writes URL parameters; any change but a page turn goes back to page 1. */
  const update = (changes: Partial<Record<keyof typeof LOBBY_PARAMS, string | null>>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      const param = LOBBY_PARAMS[name as keyof typeof LOBBY_PARAMS];
      if (value === null || value === '') next.delete(param);
      else next.set(param, value);
    }
    if (!('page' in changes)) next.delete(LOBBY_PARAMS.page);
    setParams(next, { replace });
  };

  const onSelect = (selection: TLobbySelection) => {
    if (selection.view === 'vendor') update({ view: null, vassalage: selection.vassalage });
    else if (selection.view === 'all') update({ view: null, vassalage: null });
    else update({ view: selection.view, vassalage: null });
  };

  const onPage = (page: number) => {
    update({ page: String(page) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const renderGames = () => {
    if (isMemberView && !member) {
      return (
        <StatusMessage
          tone="empty"
          icon={state.view === 'favourites' ? <HeartIcon /> : <HistoryIcon />}
          title={t('lobby.login_title')}
          description={state.view === 'favourites' ? t('lobby.login_favourites') : t('lobby.login_recent')}
          action={<LinkButton to={paths.login.path}>{t('lobby.login_action')}</LinkButton>}
        />
      );
    }
    if (games.isPending) return <GameGridSkeleton count={SKELETON_TILES} />;
    if (games.isError || !games.data) {
      return (
        <QueryErrorMessage
          title={t('games.load_failed')}
          error={games.error}
          isRetrying={games.isFetching}
          onRetry={games.refetch}
        />
      );
    }
    if (games.data.games.length === 0) {
      const emptyText =
        state.view === 'favourites'
          ? t('lobby.empty_favourites')
          : state.view === 'recent'
            ? t('lobby.empty_recent')
            : t('lobby.empty_search');
      return (
        <StatusMessage
          tone="empty"
          icon={<GridIcon />}
          title={t('games.empty_title')}
          description={emptyText}
        />
      );
    }
    return (
      <>
        <GameGrid
          games={games.data.games}
          label={t('lobby.games_label', { category: title })}
          priorityCount={FIRST_VIEW_TILES}
        />
        <Pagination
          page={state.page}
          pageCount={games.data.totalPages}
          onChange={onPage}
          label={t('lobby.pages')}
        />
      </>
    );
  };

  const viewTitle =
    state.view === 'favourites'
      ? t('lobby.favourites')
      : state.view === 'recent'
        ? t('lobby.recent')
        : (currentVendor?.displayName ?? t('lobby.all_games'));

  return (
    <div className={styles.page}>
      <PageHero eyebrow={t('lobby.eyebrow')} title={title} />
      <CategoryWinnersTicker category={category} name={title} />
      <div className={styles.layout}>
        <LobbySideMenu
          vendors={categoryEntry?.vendors ?? (vendors.data ? [] : undefined)}
          state={state}
          onSelect={onSelect}
        />
        <div className={styles.content}>
          {category === 'PVP' && <PokerRooms />}
          <div className={styles.contentHead}>
            <h2 className={styles.sectionTitle}>{viewTitle}</h2>
            {!isMemberView && (
              <LobbyToolbar
                search={state.search}
                onSearch={(text) => update({ search: text.trim() || null }, true)}
                filters={filters}
                classify={state.classify}
                onClassify={(classify) => update({ classify })}
              />
            )}
          </div>
          <div
            aria-busy={games.isFetching}
            className={games.isFetching && games.data ? styles.refreshing : undefined}
          >
            {renderGames()}
          </div>
          <LobbyNews category={category} />
        </div>
      </div>
    </div>
  );
};
