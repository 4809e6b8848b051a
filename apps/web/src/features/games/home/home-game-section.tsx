import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TGame } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { ChevronRightIcon } from '../../../components/icons/shell-icons';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { GameGrid, GameGridSkeleton } from '../tile/game-grid';
import styles from './home-game-sections.module.css';

type THomeGameSectionProps = {
  id: string;
  title: string;
  icon: ReactNode;
  moreTo: string;
  games: readonly TGame[] | undefined;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
};

/** One row of six games on the home page, with a "more" link to the full list. */
export const HomeGameSection = ({
  id,
  title,
  icon,
  moreTo,
  games,
  isPending,
  error,
  isFetching,
  onRetry,
}: THomeGameSectionProps) => {
  const { t } = useTranslation();
  const headingId = `home-games-${id}`;
  const renderBody = () => {
    if (games) {
      if (games.length === 0) return <StatusMessage tone="empty" title={t('games.empty_title')} />;
      return <GameGrid games={games.slice(0, LIMITS.homeSectionPageSize)} variant="compact" />;
    }
    if (error && !isPending) {
      return (
        <QueryErrorMessage
          title={t('games.load_failed')}
          error={error}
          isRetrying={isFetching}
          onRetry={onRetry}
        />
      );
    }
    return <GameGridSkeleton count={LIMITS.homeSectionPageSize} variant="compact" />;
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {/* A plain row: a <header> here would read as a second page banner to assistive tech and tests. */}
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.icon}>{icon}</span>
          {title}
        </h2>
        <Link to={moreTo} className={styles.more}>
          {t('games.home.more', { section: title })}
          <ChevronRightIcon />
        </Link>
      </div>
      <div aria-busy={!games && !error}>{renderBody()}</div>
    </section>
  );
};
