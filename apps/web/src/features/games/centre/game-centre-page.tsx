import { MATCH_CATEGORIES, type TMatchCategory, type TVendor } from '@site/contracts/api';
import type { TGameCategory } from '@site/contracts/domain';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useVendors } from '../api/use-vendors';
import { useGames } from '../launch/games-context';
import { HotMatches } from '../matches/hot-matches';
import { categoryLabelKey, categoryName } from '../model/navigation';
import { PageHero } from '../page/page-hero';
import { PlayTriangleIcon, WrenchIcon } from '../tile/game-icons';
import { VENDOR_LOGO_RATIO } from '../tile/vendor-logo';
import styles from './centre.module.css';

const VendorCard = ({ vendor }: { vendor: TVendor }) => {
  const { t } = useTranslation();
  const { open } = useGames();
  return (
    <li>
      <article className={styles.card} aria-label={vendor.displayName} data-testid="vendor-card">
        <div className={styles.cardArt}>
          <ImageWithFallback
            src={vendor.iconUrl}
            alt=""
            aspectRatio={VENDOR_LOGO_RATIO}
            className={styles.cardLogo}
            imageClassName={styles.cardLogoImage}
          />
          {vendor.isUnderMaintenance && (
            <span className={styles.cardBadge}>
              <WrenchIcon /> {t('games.tile.maintenance')}
            </span>
          )}
        </div>
        <div className={styles.cardBody}>
          <h2 className={styles.cardName}>{vendor.displayName}</h2>
          <p className={styles.cardCode}>{vendor.vassalage}</p>
          <button type="button" className={styles.cardPlay} onClick={() => open({ kind: 'vendor', vendor })}>
            <PlayTriangleIcon />
            {t('games.centre.play')}
          </button>
        </div>
      </article>
    </li>
  );
};

const isMatchCategory = (category: TGameCategory): category is TMatchCategory =>
  (MATCH_CATEGORIES as readonly string[]).includes(category);

/**
 * Routes /sports, /esports, /cockfight: the category's vendors as big cards,
 * each starting its game; the sports and e-sports centres list their hot
 * matches below.
 */
export const GameCentrePage = ({ category }: { category: TGameCategory }) => {
  const { t } = useTranslation();
  const vendors = useVendors();
  const entry = vendors.data?.categories.find((item) => item.category === category);
  const name = entry ? categoryName(entry) : null;
  const title = !name ? t(categoryLabelKey(category)) : name.kind === 'key' ? t(name.key) : name.text;

  const renderCards = () => {
    if (vendors.data) {
      if (!entry || entry.vendors.length === 0) {
        return (
          <StatusMessage tone="empty" title={t('games.empty_title')} description={t('games.centre.empty')} />
        );
      }
      return (
        <ul className={styles.cards}>
          {entry.vendors.map((vendor) => (
            <VendorCard key={vendor.vassalage} vendor={vendor} />
          ))}
        </ul>
      );
    }
    if (vendors.isError) {
      return (
        <QueryErrorMessage
          title={t('games.load_failed')}
          error={vendors.error}
          isRetrying={vendors.isFetching}
          onRetry={() => void vendors.refetch()}
        />
      );
    }
    return (
      <ul className={styles.cards} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton className={styles.cardSkeleton} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <PageHero eyebrow={t('games.centre.eyebrow')} title={title} intro={t('games.centre.intro')} />
      <div aria-busy={vendors.isPending}>{renderCards()}</div>
      {isMatchCategory(category) && <HotMatches category={category} vendors={entry?.vendors ?? []} />}
    </div>
  );
};
