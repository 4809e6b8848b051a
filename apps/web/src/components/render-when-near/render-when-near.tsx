import { type ReactNode, useRef } from 'react';
import { useHasBeenNear } from '../../lib/use-has-been-near';

type TRenderWhenNearProps = {
  /** The room the section takes until it renders, so the page below it does not move. */
  reservedHeight: string;
  className?: string;
  children: ReactNode;
};

/**
 * A below-the-fold part of a page (home's lower sections, a lobby's news,
 * the promotion pages), rendered (its code run, its data asked for) once it
 * comes near the viewport and kept from then on. The first paint does not
 * wait for what nobody sees yet (docs/decisions/0022-page-speed.md).
 */
export const RenderWhenNear = ({ reservedHeight, className, children }: TRenderWhenNearProps) => {
  const place = useRef<HTMLDivElement>(null);
  const hasBeenNear = useHasBeenNear(place);
  return (
    <div
      ref={place}
      className={className}
      style={hasBeenNear ? undefined : { minHeight: reservedHeight }}
      data-testid={hasBeenNear ? undefined : 'section-reserved'}
    >
      {hasBeenNear && children}
    </div>
  );
};
