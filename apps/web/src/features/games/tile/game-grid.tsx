import { useRef } from 'react';
import type { TGame } from '@site/contracts/api';
import { useHasBeenNear } from '../../../lib/use-has-been-near';
import { useFavouriteIds, useToggleFavourite } from '../api/use-favourites';
import styles from './game-grid.module.css';
import { GameTile, GameTileSkeleton } from './game-tile';

/**
 * Tiles rendered together: the first group at once (about a desktop lobby's
 * first view), each later one when it comes near the viewport, so a 42-game
 * page does not build every tile before it can answer a tap.
 */
const TILES_PER_GROUP = 12;

type TTileGroupProps = {
  games: readonly TGame[];
  isImmediate: boolean;
  /** Index of the group's first game in the whole grid. */
  firstIndex: number;
  priorityCount: number;
  favouriteIds: readonly string[];
  onToggleFavourite: (game: TGame, wantFavourite: boolean) => void;
};

/**
 * One group's list items: the tiles, or, until the group has been near,
 * still tile-sized placeholders (no shimmer: they are off screen, and
 * thirty animations would cost the paint they are there to save).
 */
const TileGroup = ({
  games,
  isImmediate,
  firstIndex,
  priorityCount,
  favouriteIds,
  onToggleFavourite,
}: TTileGroupProps) => {
  const first = useRef<HTMLLIElement>(null);
  const hasBeenNear = useHasBeenNear(first);
  const isShown = isImmediate || hasBeenNear;
  return games.map((game, index) => (
    <li
      key={game.nodeId}
      ref={index === 0 ? first : undefined}
      className={styles.item}
      data-testid={isShown ? undefined : 'game-tile-reserved'}
    >
      {isShown ? (
        <GameTile
          game={game}
          isPriority={firstIndex + index < priorityCount}
          isFavourite={favouriteIds.includes(game.nodeId)}
          onToggleFavourite={onToggleFavourite}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </li>
  ));
};

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
 * its own heart changes.
 */
export const GameGrid = ({ games, variant = 'lobby', label, priorityCount = 0 }: TGameGridProps) => {
  const favouriteIds = useFavouriteIds().data?.nodeIds ?? [];
  const toggleFavourite = useToggleFavourite();
  const groups = Array.from({ length: Math.ceil(games.length / TILES_PER_GROUP) }, (_, group) =>
    games.slice(group * TILES_PER_GROUP, (group + 1) * TILES_PER_GROUP),
  );
  return (
    <ul className={[styles.grid, styles[variant]].join(' ')} aria-label={label}>
      {groups.map((group, index) => (
        <TileGroup
          key={group[0]?.nodeId ?? index}
          games={group}
          isImmediate={index === 0}
          firstIndex={index * TILES_PER_GROUP}
          priorityCount={priorityCount}
          favouriteIds={favouriteIds}
          onToggleFavourite={toggleFavourite}
        />
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
