import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bonus, pageOfRows } from '../../test/records-fixtures';
import { renderPage } from '../../test/render-page';
import { BonusesPage } from './bonuses-page';

describe('BonusesPage', () => {
  it('lists bonuses with their type and the total, filtered by type', async () => {
    const { api, user } = await renderPage(<BonusesPage />, {
      handlers: {
        'records.bonuses': () => ({
          ...pageOfRows([
            bonus(),
            bonus({ bonusId: 'b-2', type: 'DEPOSIT_BONUS', amount: 1200, remark: null }),
          ]),
          totalAmount: 10_000,
        }),
      },
    });
    await screen.findByText('Welcome bonus');
    const rows = within(screen.getByRole('table', { name: 'Bonus details' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Promotion');
    expect(rows[2]).toHaveTextContent('Deposit bonus₱12.00');
    expect(rows[3]).toHaveTextContent('Total₱100.00');

    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit bonus');
    await waitFor(() =>
      expect(api.callsTo('records.bonuses').at(-1)?.input).toMatchObject({
        type: 'DEPOSIT_BONUS',
        pageNo: 1,
      }),
    );
  });

  it('says when there are no bonuses', async () => {
    await renderPage(<BonusesPage />, {
      handlers: { 'records.bonuses': () => ({ ...pageOfRows([]), totalAmount: 0 }) },
    });
    expect(await screen.findByText('No bonuses for these dates.')).toBeInTheDocument();
  });
});
