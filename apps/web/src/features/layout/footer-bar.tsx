import { useEffect, useState } from 'react';
import { LIMITS } from '@site/contracts/domain';
import styles from './footer.module.css';

const { min, max, scale } = LIMITS.footerBars;
/** How often the decorative bar drifts to a new length. */
const DRIFT_MS = 3000;

const randomFill = (): number => Math.round(min + Math.random() * (max - min));

/** A decorative progress bar beside the average times: random 180–194 of 260, drifting. */
export const FooterBar = () => {
  const [fill, setFill] = useState(randomFill);
  useEffect(() => {
    const timer = window.setInterval(() => setFill(randomFill()), DRIFT_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className={styles.bar} aria-hidden="true">
      <span className={styles.barFill} style={{ width: `${(fill / scale) * 100}%` }} />
    </span>
  );
};
