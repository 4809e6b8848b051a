import type { TDataPaging } from './data-table';

type TPagedQuery<TRow> = {
  data: (TDataPaging & { rows: TRow[] }) | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** A DataTable's rows, states, retry and paging from the query of a paged procedure. */
export const pagedQueryTableProps = <TRow>(query: TPagedQuery<TRow>) => ({
  rows: query.data?.rows,
  isLoading: query.isPending,
  error: query.error,
  isRetrying: query.isFetching,
  onRetry: () => void query.refetch(),
  paging: query.data,
});
