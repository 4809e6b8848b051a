import { type RefObject, useState } from 'react';
import { useInView } from './use-in-view';

/** How far below the viewport a part starts to render, so it is there when scrolled to. */
const NEAR_MARGIN = '0px 0px 200px';

/**
 * Whether the element has come near the viewport at least once: true from
 * then on, so what rendered on the way stays rendered.
 */
export const useHasBeenNear = (ref: RefObject<Element | null>): boolean => {
  const isNear = useInView(ref, NEAR_MARGIN);
  const [hasBeenNear, setHasBeenNear] = useState(isNear);
  if (isNear && !hasBeenNear) setHasBeenNear(true);
  return hasBeenNear;
};
