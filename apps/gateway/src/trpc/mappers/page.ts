/** A page of upstream records (`list`) as the gateway answers it (`rows`). */
export const toPage = <TWireRow, TRow>(
  page: { list: TWireRow[]; pageNo: number; totalPages: number; totalCount: number },
  toRow: (row: TWireRow) => TRow,
) => ({
  rows: page.list.map(toRow),
  pageNo: page.pageNo,
  totalPages: page.totalPages,
  totalCount: page.totalCount,
});
