import type { TGame } from '@site/contracts/api';
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

export const GameGrid = ({ games, variant = 'lobby', label, priorityCount = 0 }: TGameGridProps) => (
  <ul className={[styles.grid, styles[variant]].join(' ')} aria-label={label}>
    {games.map((game, index) => (
      <li key={game.nodeId} className={styles.item}>
        <GameTile game={game} isPriority={index < priorityCount} />
      </li>
    ))}
  </ul>
);

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
