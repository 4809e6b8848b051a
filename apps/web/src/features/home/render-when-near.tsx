import { type ReactNode, useRef, useState } from 'react';
import { useInView } from '../../lib/use-in-view';
import styles from './home.module.css';

/** How far ahead of the viewport a section starts to render, so it is there when scrolled to. */
const NEAR_MARGIN = '0px 0px 200px';

type TRenderWhenNearProps = {
  /** The room the section takes until it renders, so the page below it does not move. */
  reservedHeight: string;
  children: ReactNode;
};

/**
 * A below-the-fold part of the home page, rendered (its code run, its data
 * asked for) once it comes near the viewport and kept from then on. The
 * first paint does not wait for what nobody sees yet.
 */
export const RenderWhenNear = ({ reservedHeight, children }: TRenderWhenNearProps) => {
  const place = useRef<HTMLDivElement>(null);
  const isNear = useInView(place, NEAR_MARGIN);
  const [hasBeenNear, setHasBeenNear] = useState(isNear);
  if (isNear && !hasBeenNear) setHasBeenNear(true);
  return (
    <div
      ref={place}
      className={styles.whenNear}
      style={hasBeenNear ? undefined : { minHeight: reservedHeight }}
      data-testid={hasBeenNear ? undefined : 'home-section-reserved'}
    >
      {hasBeenNear && children}
    </div>
  );
};
