import type { TMatch, TMatchCategory, TVendor } from '@site/contracts/api';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useHotMatches } from '../api/use-lobby-extras';
import { useGames } from '../launch/games-context';
import { PlayTriangleIcon } from '../tile/game-icons';
import styles from './hot-matches.module.css';

const SKELETON_ROWS = 3;

const formatOdds = (odds: number) => odds.toFixed(2);

type TMatchRowProps = { match: TMatch; vendor: TVendor | undefined };

const MatchRow = ({ match, vendor }: TMatchRowProps) => {
  const { t } = useTranslation();
  const { open } = useGames();
  const title = t('games.matches.versus', { home: match.homeTeam, away: match.awayTeam });
  const prices = [
    { key: 'home', label: t('games.matches.home'), odds: match.odds.home },
    { key: 'draw', label: t('games.matches.draw'), odds: match.odds.draw },
    { key: 'away', label: t('games.matches.away'), odds: match.odds.away },
  ];
  return (
    <li>
      <article className={styles.match} aria-label={title} data-testid="hot-match">
        <p className={styles.league}>
          <span>{match.sportName}</span>
          <span aria-hidden="true">·</span>
          <span>{match.leagueName}</span>
        </p>
        <h3 className={styles.teams}>{title}</h3>
        <p className={styles.kickOff}>
          {t('games.matches.kick_off')}{' '}
          <time dateTime={new Date(match.kickOffAt).toISOString()}>{formatDateTime(match.kickOffAt)}</time>
        </p>
        <dl className={styles.odds}>
          {prices.map((price) => (
            <div key={price.key} className={styles.price}>
              <dt>{price.label}</dt>
              <dd>{price.odds === null ? t('games.matches.no_price') : formatOdds(price.odds)}</dd>
            </div>
          ))}
        </dl>
        {vendor && (
          <button
            type="button"
            className={styles.bet}
            // Named by its visible text first, then the match (WCAG 2.5.3, label in name).
            aria-label={t('games.matches.bet_label', { match: title, vendor: vendor.displayName })}
            onClick={() => open({ kind: 'vendor', vendor })}
          >
            <PlayTriangleIcon />
            {t('games.matches.bet', { vendor: vendor.displayName })}
          </button>
        )}
      </article>
    </li>
  );
};

type THotMatchesProps = {
  category: TMatchCategory;
  /** The centre's vendors: a match is bet on with the vendor that offers it. */
  vendors: readonly TVendor[];
};

/** The hot matches of the sports or e-sports centre (`games.hotMatches`), soonest first. */
export const HotMatches = ({ category, vendors }: THotMatchesProps) => {
  const { t } = useTranslation();
  const matches = useHotMatches(category);

  const renderMatches = () => {
    if (matches.isPending) {
      return (
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index}>
              <Skeleton className={styles.skeleton} />
            </li>
          ))}
        </ul>
      );
    }
    if (matches.isError) {
      return (
        <QueryErrorMessage
          title={t('games.matches.load_failed')}
          error={matches.error}
          isRetrying={matches.isFetching}
          onRetry={() => void matches.refetch()}
        />
      );
    }
    if (matches.data.matches.length === 0) {
      return (
        <StatusMessage
          tone="empty"
          title={t('games.matches.empty_title')}
          description={t('games.matches.empty')}
        />
      );
    }
    return (
      <ul className={styles.list}>
        {matches.data.matches.map((match) => (
          <MatchRow
            key={`${match.vassalage}-${match.id}`}
            match={match}
            vendor={vendors.find((vendor) => vendor.vassalage === match.vassalage)}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="hot-matches-title">
      <h2 id="hot-matches-title" className={styles.title}>
        {t('games.matches.title')}
      </h2>
      <div aria-busy={matches.isPending}>{renderMatches()}</div>
    </section>
  );
};
