import { HomeHero } from './home-hero';
import { PromotionsTeaser } from './promotions-teaser';
import styles from './home.module.css';

/** Route /: the welcome section and the latest promotions. Game sections arrive with the game lobby. */
export const HomePage = () => (
  <div className={styles.page}>
    <HomeHero />
    <PromotionsTeaser />
  </div>
);
