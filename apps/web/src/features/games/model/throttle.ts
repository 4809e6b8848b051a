/**
 * A gate that lets one action through per `intervalMs` and drops the others
 * (the favourite heart: one toggle per second, docs/product.md §9).
 */
export const createThrottle = (intervalMs: number, now: () => number = () => Date.now()) => {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire: (): boolean => {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
  };
};

export type TThrottle = ReturnType<typeof createThrottle>;
