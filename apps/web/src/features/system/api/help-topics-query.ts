import type { useTRPC } from '../../../lib/trpc';

const HELP_STALE_MS = 10 * 60_000;

/** The help centre's topics in the interface language (the gateway caches them per language). */
export const helpTopicsQuery = (trpc: ReturnType<typeof useTRPC>) =>
  trpc.system.helpCentre.queryOptions(undefined, { staleTime: HELP_STALE_MS });
