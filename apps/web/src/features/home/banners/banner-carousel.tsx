import { type CSSProperties, type FocusEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TBanner } from '@site/contracts/api';
import { ChevronLeftIcon } from '../../../components/icons/icons';
import { ChevronRightIcon } from '../../../components/icons/shell-icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/media-query';
import { usePageOrigin } from '../../../lib/page-origin';
import { useInView } from '../../../lib/use-in-view';
import { useTranslation } from '../../../lib/use-translation';
import { useHomeBanners } from '../api/use-home-queries';
import styles from './banner-carousel.module.css';
import { bannerTarget } from './banner-target';
import { CAROUSEL_TRANSITION_MS, useCarousel } from './use-carousel';

/** The w_home artwork is 1200×400. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/** `isFirst`: the first banner is the home page's largest paint, so it loads at once. */
const BannerSlide = ({ banner, isFirst }: { banner: TBanner; isFirst: boolean }) => {
  const { t } = useTranslation();
  const target = bannerTarget(banner, usePageOrigin());
  const image = (
    <ImageWithFallback
      className={styles.frame}
      imageClassName={styles.image}
      src={banner.imageUrl}
      alt={banner.title}
      aspectRatio={BANNER_WIDTH / BANNER_HEIGHT}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      isPriority={isFirst}
    />
  );
  if (target.kind === 'internal') {
    return (
      <Link className={styles.link} to={target.to}>
        {image}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
        <VisuallyHidden>{t('home.opens_new_tab')}</VisuallyHidden>
      </a>
    );
  }
  return image;
};

type TCarouselProps = { banners: readonly TBanner[] };

/** The carousel itself, for banners already loaded. */
export const BannerCarouselView = ({ banners }: TCarouselProps) => {
  const { t } = useTranslation();
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const section = useRef<HTMLElement>(null);
  // Scrolled away: nobody sees the banners change, so they wait.
  const isInView = useInView(section);
  const count = banners.length;
  const carousel = useCarousel({ count, isPaused: isHovered || isFocused || !isInView, isReducedMotion });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners_label')}
      data-testid="home-banner-carousel"
      data-autoplay={carousel.isAutoplaying}
      style={{ '--carousel-transition': `${CAROUSEL_TRANSITION_MS}ms` } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} aria-live={carousel.isAutoplaying ? 'off' : 'polite'}>
        {banners.map((banner, index) => {
          const isActive = index === carousel.index;
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.banner_position', { index: index + 1, total: count })}
              aria-hidden={!isActive}
              inert={!isActive}
              className={[styles.slide, isActive ? styles.active : undefined].filter(Boolean).join(' ')}
              data-testid="home-banner-slide"
            >
              <BannerSlide banner={banner} isFirst={index === 0} />
            </div>
          );
        })}
      </div>
      {carousel.canLoop && (
        <>
          <button
            type="button"
            className={[styles.arrow, styles.previous].join(' ')}
            aria-label={t('home.banner_previous')}
            onClick={carousel.previous}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={[styles.arrow, styles.next].join(' ')}
            aria-label={t('home.banner_next')}
            onClick={carousel.next}
          >
            <ChevronRightIcon />
          </button>
          <div className={styles.dots} role="group" aria-label={t('home.banner_pages')}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.banner_go_to', { index: index + 1, total: count })}
                aria-current={index === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
};

/**
 * The home banner carousel (docs/product.md §2, group w_home): a shimmer while
 * loading, nothing when there are no banners (or they fail: it is decoration).
 */
export const BannerCarousel = () => {
  const banners = useHomeBanners();
  if (banners.isPending) {
    return (
      <div className={styles.carousel} data-testid="home-banner-loading">
        <Skeleton className={styles.skeleton} />
      </div>
    );
  }
  const items = banners.data?.items ?? [];
  if (items.length === 0) return null;
  return <BannerCarouselView banners={items} />;
};
