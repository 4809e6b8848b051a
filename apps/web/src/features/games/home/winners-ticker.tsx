import type { TWinner } from '@site/contracts/api';
import { TrophyIcon } from '../../../components/icons/icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { formatBalance } from '../../../lib/format';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useWinners } from '../api/use-winners';
import styles from './winners-ticker.module.css';

const WinnerItems = ({
  winners,
  currencySymbol,
}: {
  winners: readonly TWinner[];
  currencySymbol: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {winners.map((winner, index) => (
        <li
          key={`${winner.customerName}-${winner.nodeId ?? winner.gameName}-${index}`}
          className={styles.item}
        >
          <ImageWithFallback src={winner.iconUrl} alt="" aspectRatio={1} className={styles.icon} />
          <span className={styles.text}>
            {t('games.winners.entry', {
              name: winner.customerName,
              amount: formatBalance(winner.winAmount, currencySymbol),
              game: winner.gameName,
            })}
          </span>
        </li>
      ))}
    </>
  );
};

/**
 * The winner board (`games.winners`, cached in session storage under
 * WINNERS) as a slowly scrolling ticker; hidden while there is nothing to show.
 */
export const WinnersTicker = () => {
  const { t } = useTranslation();
  const { site } = useSiteStatus();
  const winners = useWinners();
  const list = winners.data?.winners ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.ticker} aria-labelledby="winners-ticker-title">
      <h2 id="winners-ticker-title" className={styles.title}>
        <TrophyIcon />
        <span>{t('games.winners.title')}</span>
      </h2>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list}>
            <WinnerItems winners={list} currencySymbol={site.currencySymbol} />
          </ul>
          {/* A second copy makes the loop seamless; assistive technology reads the list once. */}
          <ul className={styles.list} aria-hidden="true">
            <WinnerItems winners={list} currencySymbol={site.currencySymbol} />
          </ul>
        </div>
      </div>
    </section>
  );
};
