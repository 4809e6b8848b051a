import { Link } from 'react-router';
import type { TLotteryGame } from '@site/contracts/api';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../lottery.module.css';
import { formatCountdown } from '../model/game-clock';

type TGameLinkProps = {
  game: TLotteryGame;
  isChosen: boolean;
  /** When its current draw closes, if known. */
  closeAt: number | null;
  /** The time now (the device's: the list has no upstream clock; the chosen game's countdown does). */
  now: number;
};

/** A game of the lottery menus: shows it on the page (`?gameCode=`), with the time left to bet on its draw. */
export const GameLink = ({ game, isChosen, closeAt, now }: TGameLinkProps) => {
  const { t } = useTranslation();
  // The province, unless the game's name already says it ("Hanoi Lottery").
  const province = game.provinceName && !game.gameName.includes(game.provinceName) ? game.provinceName : null;
  return (
    <Link
      to={{ search: `?gameCode=${encodeURIComponent(game.gameCode)}` }}
      className={[styles.gameLink, isChosen ? styles.gameLinkChosen : undefined].filter(Boolean).join(' ')}
      aria-current={isChosen ? 'true' : undefined}
    >
      <span className={styles.gameName}>{game.gameName}</span>
      {province && <span className={styles.gameMeta}>{province}</span>}
      {closeAt !== null && (
        <span className={styles.gameMeta}>
          {closeAt > now
            ? t('lottery.menus.closes_in', { time: formatCountdown(closeAt - now) })
            : t('lottery.current.drawing')}
        </span>
      )}
    </Link>
  );
};
