import { memo, useId } from 'react';
import type { TGame } from '@site/contracts/api';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { useTranslation } from '../../../lib/use-translation';
import { useGames } from '../launch/games-context';
import { HeartIcon, PlayTriangleIcon, WrenchIcon } from './game-icons';
import styles from './game-tile.module.css';

type TGameTileProps = {
  game: TGame;
  /** In the first row of a lobby: the icon is part of the first view's largest paint, so it loads at once. */
  isPriority?: boolean;
  isFavourite: boolean;
  /** The grid's one toggle for all its tiles (stable, so an unchanged tile skips re-rendering). */
  onToggleFavourite: (game: TGame, wantFavourite: boolean) => void;
};

/**
 * A game of a list (docs/product.md §2 "Game items"): icon with a default image on
 * error, name and vendor, "start now", "free trial" when the game offers one,
 * the favourite heart, and a badge while it is under maintenance.
 */
export const GameTile = memo(function GameTile({
  game,
  isPriority = false,
  isFavourite,
  onToggleFavourite,
}: TGameTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { open, trial } = useGames();

  return (
    <article
      className={[styles.tile, game.isUnderMaintenance ? styles.maintenance : undefined]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={nameId}
      data-testid="game-tile"
      data-node-id={game.nodeId}
    >
      <div className={styles.media}>
        <ImageWithFallback
          src={game.iconUrl}
          alt=""
          aspectRatio={1}
          isPriority={isPriority}
          className={styles.frame}
          imageClassName={styles.image}
        />
        <div className={styles.badges}>
          {game.isUnderMaintenance && (
            <span className={[styles.badge, styles.badgeMaintenance].join(' ')}>
              <WrenchIcon /> {t('games.tile.maintenance')}
            </span>
          )}
          {game.isNew && !game.isUnderMaintenance && (
            <span className={[styles.badge, styles.badgeNew].join(' ')}>{t('games.tile.new')}</span>
          )}
        </div>
        <button
          type="button"
          className={[styles.heart, isFavourite ? styles.heartOn : undefined].filter(Boolean).join(' ')}
          aria-pressed={isFavourite}
          aria-label={
            isFavourite
              ? t('games.tile.remove_favourite', { name: game.name })
              : t('games.tile.add_favourite', { name: game.name })
          }
          onClick={() => onToggleFavourite(game, !isFavourite)}
        >
          <HeartIcon filled={isFavourite} />
        </button>
        <div className={styles.actions}>
          <button type="button" className={styles.start} onClick={() => open({ kind: 'game', game })}>
            <PlayTriangleIcon />
            {t('games.tile.start_now')}
          </button>
          {game.supportsTrial && (
            <button type="button" className={styles.trial} onClick={() => trial(game)}>
              {t('games.tile.free_trial')}
            </button>
          )}
        </div>
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name} title={game.name}>
          {game.name}
        </h3>
        <p className={styles.vendor}>{game.displayName}</p>
      </div>
    </article>
  );
});

/** The tile's shape while its list loads. */
export const GameTileSkeleton = () => (
  <div className={styles.skeleton} aria-hidden="true">
    <span className={styles.skeletonMedia} />
    <span className={styles.skeletonLine} />
    <span className={[styles.skeletonLine, styles.skeletonShort].join(' ')} />
  </div>
);
