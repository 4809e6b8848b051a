import { useId, useState } from 'react';
import { Button } from '../../components/button/button';
import { RefreshIcon } from '../../components/icons/shell-icons';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useTranslation } from '../../lib/use-translation';
import { useGameProviders } from './api/use-layout-calls';
import styles from './footer-providers.module.css';

/** Vendor logos are twice as wide as high (games/tile/vendor-logo.ts). */
const LOGO_RATIO = 2;
const SKELETON_LOGOS = 8;
/** Two rows at desktop width; the rest behind "Show all", so the footer stays short. */
const SHOWN_AT_FIRST = 16;

/** The footer's game provider logos (docs/product.md §2), from `games.providers`. */
export const FooterProviders = () => {
  const { t } = useTranslation();
  const providers = useGameProviders();
  const [isAllShown, setIsAllShown] = useState(false);
  const listId = useId();

  const renderLogos = () => {
    if (providers.isPending) {
      return (
        <div className={styles.logos} aria-hidden="true">
          {Array.from({ length: SKELETON_LOGOS }, (_, index) => (
            <Skeleton key={index} className={styles.skeleton} />
          ))}
        </div>
      );
    }
    if (providers.isError) {
      return (
        <p className={styles.note}>
          {t('footer.providers_failed')}{' '}
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshIcon />}
            loading={providers.isFetching}
            onClick={() => void providers.refetch()}
          >
            {t('common.retry')}
          </Button>
        </p>
      );
    }
    if (providers.data.providers.length === 0)
      return <p className={styles.note}>{t('footer.providers_empty')}</p>;
    const all = providers.data.providers;
    const shown = isAllShown ? all : all.slice(0, SHOWN_AT_FIRST);
    return (
      <>
        <ul id={listId} className={styles.logos} aria-label={t('footer.providers')}>
          {shown.map((provider) => (
            <li key={provider.vassalage} className={styles.logo} title={provider.displayName}>
              <ImageWithFallback src={provider.logoUrl} alt={provider.displayName} aspectRatio={LOGO_RATIO} />
            </li>
          ))}
        </ul>
        {all.length > SHOWN_AT_FIRST && (
          <Button
            className={styles.toggle}
            variant="ghost"
            size="sm"
            aria-expanded={isAllShown}
            aria-controls={listId}
            onClick={() => setIsAllShown((isShown) => !isShown)}
          >
            {isAllShown ? t('footer.providers_fewer') : t('footer.providers_all', { count: all.length })}
          </Button>
        )}
      </>
    );
  };

  return (
    <section className={styles.providers} aria-labelledby="footer-providers">
      <h2 id="footer-providers" className={styles.heading}>
        {t('footer.providers')}
      </h2>
      <div aria-busy={providers.isPending}>{renderLogos()}</div>
    </section>
  );
};
