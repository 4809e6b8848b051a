import type { ReactNode } from 'react';
import { useSiteStatus } from '../../lib/site-status';
import { AppDownload } from './app-download/app-download';
import { BannerCarousel } from './banners/banner-carousel';
import styles from './home.module.css';
import { HomeHero } from './home-hero';
import { JackpotCounter } from './jackpot/jackpot-counter';
import { useJackpotStart } from './jackpot/use-jackpot-start';
import { NoticeMarquee } from './notices/notice-marquee';
import { PromotionsTeaser } from './promotions-teaser';

type THomePageProps = {
  /** The hot / new / jackpot game sections, owned by the games feature and handed in by app/. */
  gameSections?: ReactNode;
};

/**
 * Route / (docs/product.md §2): banners, the notice bar with its clock, the
 * jackpot, the welcome section, the game sections, the latest promotions
 * and the app download block. All of it is in the document from the start,
 * headings and all (for find-in-page, screen readers and crawlers).
 */
export const HomePage = ({ gameSections }: THomePageProps) => {
  const { site } = useSiteStatus();
  const jackpotStart = useJackpotStart();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <BannerCarousel />
        <NoticeMarquee />
      </div>
      <JackpotCounter currencySymbol={site.currencySymbol} startMinor={jackpotStart} />
      <HomeHero />
      {gameSections}
      <PromotionsTeaser />
      <AppDownload />
    </div>
  );
};
