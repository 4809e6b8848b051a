import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fake-api';
import { manualRebate } from '../../test/records-fixtures';
import { renderPage } from '../../test/render-page';
import { RebatePage } from './rebate-page';

/** A handler answering when the test says so, to look at the page while the call is in flight. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('RebatePage', () => {
  it('shows valid bets times the rate per category, poker without a rate, and the total', async () => {
    await renderPage(<RebatePage />, { handlers: { 'records.manualRebate': () => manualRebate() } });
    await screen.findByText('1.2%');
    const [, slots, live, poker, total] = within(
      screen.getByRole('table', { name: 'Manual rebate' }),
    ).getAllByRole('row');
    expect(slots).toHaveTextContent('Slots₱1,000.001.2%₱12.00');
    expect(live).toHaveTextContent('0.8%');
    expect(poker).toHaveTextContent('Poker₱200.00None₱0.00');
    expect(total).toHaveTextContent('Total₱16.00');
    expect(screen.getByText('Valid bets since 20/05/2025 10:30:00 (UTC+8)')).toBeInTheDocument();
  });

  it('claims after a confirmation naming the amount, disabled while in flight, with a toast', async () => {
    const answer = deferred<{ amount: number }>();
    const { api, user } = await renderPage(<RebatePage />, {
      handlers: { 'records.manualRebate': () => manualRebate(), 'records.claimRebate': () => answer.promise },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim rebate' });
    expect(dialog).toHaveTextContent('Claim ₱16.00 rebate into your main wallet?');
    expect(api.callsTo('records.claimRebate')).toHaveLength(0);

    api.setHandler('records.manualRebate', () =>
      manualRebate({ categories: [], totalRebate: 0, since: Date.now() }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Claim rebate' }));
    await waitFor(() => expect(api.callsTo('records.claimRebate')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('records.claimRebate')[0]?.input).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

    answer.resolve({ amount: 1600 });
    expect(await screen.findAllByText('₱16.00 rebate was added to your main wallet.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('₱0.00')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  });

  it('keeps the request id when the member retries a failed claim', async () => {
    const { api, user } = await renderPage(<RebatePage />, {
      handlers: {
        'records.manualRebate': () => manualRebate(),
        'records.claimRebate': () => {
          throw apiError({ key: 'in_network_again' }, 502);
        },
      },
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Claim rebate' }));
      await waitFor(() => expect(api.callsTo('records.claimRebate')).toHaveLength(attempt + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeEnabled());
    }
    const [first, second] = api.callsTo('records.claimRebate');
    expect(first?.input).toEqual(second?.input);
    expect(screen.getAllByText(/network/i).length).toBeGreaterThan(0);
  });

  it('cannot claim nothing, and says why', async () => {
    await renderPage(<RebatePage />, {
      handlers: {
        'records.manualRebate': () => manualRebate({ categories: [], totalRebate: 0, since: null }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Claim rebate' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('There is no rebate to claim yet. Settled bets earn rebate.');
    expect(screen.getByText('No valid bets since the last claim.')).toBeInTheDocument();
    expect(screen.getByText('Valid bets since your first bet')).toBeInTheDocument();
  });
});
