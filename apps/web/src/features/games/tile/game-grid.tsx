import type { TGame } from '@site/contracts/api';
import { useFavouriteIds, useToggleFavourite } from '../api/use-favourites';
import styles from './game-grid.module.css';
import { GameTile, GameTileSkeleton } from './game-tile';

type TGameGridProps = {
  games: readonly TGame[];
  /** Compact: the fixed six-across rows of the home page and the dialogs. */
  variant?: 'lobby' | 'compact';
  label?: string;
  /** How many tiles from the top load their icons at once (a lobby's first view); the rest load lazily. */
  priorityCount?: number;
};

/**
 * A list of games. It holds the member's favourites for all its tiles (one
 * query, one toggle), so each tile is plain props and re-renders only when
 * its own heart changes. Every tile is in the document; the browser skips
 * drawing those off screen (the tile's style, components/offscreen).
 */
export const GameGrid = ({ games, variant = 'lobby', label, priorityCount = 0 }: TGameGridProps) => {
  const favouriteIds = useFavouriteIds().data?.nodeIds ?? [];
  const toggleFavourite = useToggleFavourite();
  return (
    <ul className={[styles.grid, styles[variant]].join(' ')} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId} className={styles.item}>
          <GameTile
            game={game}
            isPriority={index < priorityCount}
            isFavourite={favouriteIds.includes(game.nodeId)}
            onToggleFavourite={toggleFavourite}
          />
        </li>
      ))}
    </ul>
  );
};

export const GameGridSkeleton = ({
  count,
  variant = 'lobby',
}: {
  count: number;
  variant?: 'lobby' | 'compact';
}) => (
  <div className={[styles.grid, styles[variant]].join(' ')} aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      <GameTileSkeleton key={index} />
    ))}
  </div>
);
