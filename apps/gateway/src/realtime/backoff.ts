export type TBackoff = { initialMs: number; maxMs: number };

/**
 * The wait before reconnect attempt `failures` (0 after a connection that
 * worked): doubling from `initialMs` up to `maxMs`, then jittered into its
 * upper half so that many gateways restarted together do not reconnect in step.
 */
export const backoffDelay = (
  backoff: TBackoff,
  failures: number,
  random: () => number = Math.random,
): number => {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(failures, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
};
