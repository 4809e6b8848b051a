import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOfRows, transaction } from '../../test/records-fixtures';
import { renderPage } from '../../test/render-page';
import { TransactionsPage } from './transactions-page';

const wallets = () => ({
  isSingle: false,
  currency: 'PHP',
  currencySymbol: '₱',
  total: 150_000,
  wallets: [
    { accountTypeId: 1, vassalage: null, name: 'Main wallet', isMain: true, balance: 150_000 },
    { accountTypeId: 7, vassalage: 'PG', name: 'PG wallet', isMain: false, balance: 0 },
  ],
});

const handlers = {
  'wallet.wallets': wallets,
  'records.transactions': () =>
    pageOfRows(
      [
        transaction(),
        transaction({
          transactionId: 't-2',
          type: 'TRANSFER',
          amount: -20_000,
          balanceAfter: 0,
          accountTypeId: 7,
          remark: 'To PG',
        }),
      ],
      { totalPages: 3, totalCount: 25 },
    ),
};

describe('TransactionsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each movement signed, with the wallet name and the balance after', async () => {
    await renderPage(<TransactionsPage />, { handlers });
    await screen.findByText('PG wallet');
    const [, deposit, transfer] = within(
      screen.getByRole('table', { name: 'Transaction history' }),
    ).getAllByRole('row');
    expect(deposit).toHaveTextContent('Deposit');
    expect(within(deposit!).getByText('+₱500.00')).toHaveClass(/positive/);
    expect(deposit).toHaveTextContent('₱1,500.00');
    expect(deposit).toHaveTextContent('Main wallet');
    expect(transfer).toHaveTextContent('Wallet transfer');
    expect(within(transfer!).getByText('-₱200.00')).toHaveClass(/negative/);
    expect(transfer).toHaveTextContent('To PG');
    expect(screen.getByText('25 records')).toBeInTheDocument();
  });

  it('filters by a translated type from page 1', async () => {
    const { api, user } = await renderPage(<TransactionsPage />, { handlers });
    await screen.findByText('PG wallet');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.callsTo('records.transactions').at(-1)?.input).toMatchObject({ pageNo: 3 }),
    );

    await user.selectOptions(screen.getByLabelText('Type'), 'Bet refund');
    await waitFor(() =>
      expect(api.callsTo('records.transactions').at(-1)?.input).toEqual({
        startDate: '2025-05-14',
        endDate: '2025-05-20',
        pageNo: 1,
        type: 'BET_REFUND',
      }),
    );
  });

  it('says when there are no transactions', async () => {
    await renderPage(<TransactionsPage />, {
      handlers: { 'wallet.wallets': wallets, 'records.transactions': () => pageOfRows([]) },
    });
    expect(await screen.findByText('No records for these dates.')).toBeInTheDocument();
  });
});
