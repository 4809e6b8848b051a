import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TDataColumn } from './data-table';

type TRow = { id: string; name: string; amount: number };
const columns: TDataColumn<TRow>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'amount', header: 'Amount', render: (row) => row.amount.toFixed(2), align: 'money' },
];
const rows: TRow[] = [
  { id: '1', name: 'First', amount: 1 },
  { id: '2', name: 'Second', amount: 22.5 },
];
const base = { label: 'Things', columns, rowKey: (row: TRow) => row.id };

describe('DataTable', () => {
  it('shows skeleton rows while loading', () => {
    render(<DataTable {...base} rows={undefined} isLoading />);
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows rows with their labels, a totals row and pagination', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        {...base}
        rows={rows}
        isLoading={false}
        paging={{ pageNo: 1, totalPages: 3, totalCount: 25 }}
        onPageChange={onPageChange}
        summary={{ label: 'Total', cells: { amount: '23.50' } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: '1.00' })).toHaveAttribute('data-label', 'Amount');
    expect(second).toHaveTextContent('Second22.50');
    expect(total).toHaveTextContent('Total23.50');
    expect(screen.getByText('25 records')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('lets the keyboard reach the table to scroll it sideways', async () => {
    render(<DataTable {...base} rows={rows} isLoading={false} />);
    await userEvent.tab();
    const scroller = screen.getByRole('region', { name: 'Things' });
    expect(scroller).toHaveFocus();
    expect(within(scroller).getByRole('table', { name: 'Things' })).toBeInTheDocument();
  });

  it('counts the records in the singular for one record', () => {
    render(
      <DataTable
        {...base}
        rows={rows.slice(0, 1)}
        isLoading={false}
        paging={{ pageNo: 1, totalPages: 1, totalCount: 1 }}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('1 record')).toBeInTheDocument();
  });

  it('shows the empty state, with the default or a given text', () => {
    const { rerender } = render(<DataTable {...base} rows={[]} isLoading={false} />);
    expect(screen.getByText('No records for these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable {...base} rows={[]} isLoading={false} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    render(
      <DataTable {...base} rows={undefined} isLoading={false} error={new Error('boom')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The records could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
