import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Pagination } from '../pagination/pagination';
import { Skeleton } from '../skeleton/skeleton';
import { QueryErrorMessage } from '../status-message/query-error-message';
import { StatusMessage } from '../status-message/status-message';
import styles from './data-table.module.css';
import { EmptyRecordsIcon } from './empty-records-icon';

export type TDataColumn<T> = {
  /** Unique within the table; also names the column's cell in `summary`. */
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** `end` for numbers; `money` is `end` with tabular figures, so amounts line up. */
  align?: 'start' | 'center' | 'end' | 'money';
};

/** The paging fields of every paged procedure's answer (api/paging.ts `pageOf`). */
export type TDataPaging = { pageNo: number; totalPages: number; totalCount: number };

type TDataTableProps<T> = {
  /** Names the table (and its pagination) for assistive technology. */
  label: string;
  columns: readonly TDataColumn<T>[];
  /** Undefined while nothing has loaded. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** True while the first page of this filter loads: skeleton rows. */
  isLoading: boolean;
  /** The query's error: the error state with a retry replaces the table. */
  error?: unknown;
  isRetrying?: boolean;
  onRetry?: () => void;
  /** The empty state's text; `records.empty` unless given. */
  emptyText?: string;
  /** With `onPageChange`: pagination under the table and the total count. */
  paging?: TDataPaging;
  onPageChange?: (pageNo: number) => void;
  /** A totals row at the foot: its label and the cells by column key. */
  summary?: { label: string; cells: Readonly<Record<string, ReactNode>> };
  /** How many skeleton rows stand for a loading page. */
  skeletonRows?: number;
};

const alignClass = (align: TDataColumn<unknown>['align']) =>
  align === 'money'
    ? styles.money
    : align === 'end'
      ? styles.end
      : align === 'center'
        ? styles.center
        : undefined;

/**
 * The table of every record and history list: loading skeleton, error with a
 * retry, empty state, rows, an optional totals row and pagination. Below
 * 600 px wide each row becomes a card of "header: value" lines.
 */
export const DataTable = <T,>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  isRetrying = false,
  onRetry,
  emptyText,
  paging,
  onPageChange,
  summary,
  skeletonRows = 5,
}: TDataTableProps<T>) => {
  const { t } = useTranslation();

  if (error && !rows) {
    return (
      <QueryErrorMessage
        title={t('records.load_failed')}
        error={error}
        isRetrying={isRetrying}
        onRetry={() => onRetry?.()}
      />
    );
  }
  if (!isLoading && rows?.length === 0) {
    return <StatusMessage tone="empty" icon={<EmptyRecordsIcon />} title={emptyText ?? t('records.empty')} />;
  }

  const cellClass = (column: TDataColumn<T>) =>
    [styles.cell, alignClass(column.align)].filter(Boolean).join(' ');

  return (
    <div className={styles.root}>
      {/* A table wider than its dialog scrolls: keyboard users reach and scroll it too. */}
      <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-label={label} aria-busy={isLoading || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isLoading || !rows
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} className={styles.row} data-testid="data-table-skeleton">
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)} data-label={column.header}>
                        <Skeleton className={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className={styles.row}>
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)} data-label={column.header}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
          {summary && !isLoading && (
            <tfoot>
              <tr className={[styles.row, styles.summary].join(' ')}>
                {columns.map((column, index) => (
                  <td key={column.key} className={cellClass(column)} data-label={column.header}>
                    {summary.cells[column.key] ?? (index === 0 ? summary.label : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {paging && onPageChange && (
        <div className={styles.footer}>
          <span className={styles.count}>{t('records.total_count', { count: paging.totalCount })}</span>
          <Pagination
            page={paging.pageNo}
            pageCount={paging.totalPages}
            onChange={onPageChange}
            label={t('records.pages_of', { table: label })}
          />
        </div>
      )}
    </div>
  );
};
