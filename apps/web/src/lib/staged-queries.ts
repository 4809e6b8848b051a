import type { Query } from '@tanstack/react-query';

/**
 * Queries that ask the server in stages (the home sections, 300 ms apart):
 * a language switch marks them stale without refetching, and their stage
 * gate asks again in order.
 */
export const STAGED_QUERY_META = { staged: true } as const;

export const isStagedQuery = (query: Query): boolean => query.meta?.['staged'] === true;
