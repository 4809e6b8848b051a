import { type ReactNode, useRef } from 'react';
import { useHasBeenNear } from '../../lib/use-has-been-near';
import styles from './home.module.css';

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
  const hasBeenNear = useHasBeenNear(place);
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
