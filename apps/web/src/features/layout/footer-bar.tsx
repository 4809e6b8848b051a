import { useRef, useState } from 'react';
import { LIMITS } from '@site/contracts/domain';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/media-query';
import { useEvery } from '../../lib/ticker';
import { useInView } from '../../lib/use-in-view';
import styles from './footer.module.css';

const { min, max, scale } = LIMITS.footerBars;
/** How often the decorative bar drifts to a new length. */
export const DRIFT_MS = 3000;

const randomFill = (): number => Math.round(min + Math.random() * (max - min));

/**
 * A decorative progress bar beside the average times: random 180–194 of 260,
 * drifting on the shared tick while on screen (never for reduced motion).
 * The fill is scaled, not resized, so the drift runs on the compositor.
 */
export const FooterBar = () => {
  const bar = useRef<HTMLSpanElement>(null);
  const [fill, setFill] = useState(randomFill);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  useEvery(
    () => DRIFT_MS,
    () => setFill(randomFill()),
    useInView(bar) && !isReducedMotion,
  );
  return (
    <span ref={bar} className={styles.bar} aria-hidden="true">
      <span className={styles.barFill} style={{ transform: `scaleX(${fill / scale})` }} />
    </span>
  );
};
