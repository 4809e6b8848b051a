import { useId } from 'react';
import type { TWinner } from '@site/contracts/api';
import type { TGameCategory } from '@site/contracts/domain';
import { TrophyIcon } from '../../../components/icons/icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { formatBalance } from '../../../lib/format';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useWinners } from '../api/use-winners';
import { useCategoryWinners } from '../api/use-winners';
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

/** A board of wins as a slowly scrolling ticker; hidden while there is nothing to show. */
const WinnersBoard = ({ title, winners }: { title: string; winners: readonly TWinner[] }) => {
  const { site } = useSiteStatus();
  const titleId = useId();
  if (winners.length === 0) return null;
  return (
    <section className={styles.ticker} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <TrophyIcon />
        <span>{title}</span>
      </h2>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list}>
            <WinnerItems winners={winners} currencySymbol={site.currencySymbol} />
          </ul>
          {/* A second copy makes the loop seamless; assistive technology reads the list once. */}
          <ul className={styles.list} aria-hidden="true">
            <WinnerItems winners={winners} currencySymbol={site.currencySymbol} />
          </ul>
        </div>
      </div>
    </section>
  );
};

/** The home winner board (`games.winners`, cached in session storage under WINNERS). */
export const WinnersTicker = () => {
  const { t } = useTranslation();
  const winners = useWinners();
  return <WinnersBoard title={t('games.winners.title')} winners={winners.data?.winners ?? []} />;
};

/** A lobby's winner board: the biggest wins of its category (`games.categoryWinners`). */
export const CategoryWinnersTicker = ({ category, name }: { category: TGameCategory; name: string }) => {
  const { t } = useTranslation();
  const winners = useCategoryWinners(category);
  return (
    <WinnersBoard
      title={t('games.winners.category_title', { category: name })}
      winners={winners.data?.winners ?? []}
    />
  );
};
