/** Query parameters without the ones left out. */
export const definedQuery = (
  query: Record<string, string | number | boolean | undefined>,
): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    ),
  );

type TRangeInput = { startDate: string; endDate: string; pageNo?: number; pageSize?: number };

/**
 * The query of an upstream record report: the merchant days as given, the
 * page, and the filters that are set (an unset filter means all).
 */
export const recordQueryOf = (
  input: TRangeInput,
  filters: Record<string, string | undefined> = {},
): Record<string, string | number | boolean> =>
  definedQuery({
    startDate: input.startDate,
    endDate: input.endDate,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    ...filters,
  });
