import styles from './page-hero.module.css';

/** The heading block of the lobby and game-centre pages. */
export const PageHero = ({ eyebrow, title, intro }: { eyebrow: string; title: string; intro?: string }) => (
  <header className={styles.hero}>
    <p className={styles.eyebrow}>{eyebrow}</p>
    <h1 className={styles.title}>{title}</h1>
    {intro && <p className={styles.intro}>{intro}</p>}
  </header>
);
