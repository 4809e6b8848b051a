import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { DepositPage } from './deposit-page';
import { depositChannels, emptyPage, renderCashierPage } from './test/cashier-fixtures';

const settings = (overrides = {}) => ({
  isAllowed: true,
  successCount: 0,
  channels: depositChannels(),
  ...overrides,
});

const order = (overrides = {}) => ({
  orderId: 'D-5001',
  channelName: 'BDO bank transfer',
  channelType: 'BANK' as const,
  amount: 50_000,
  status: 'pending' as const,
  proofCount: 0,
  createdAt: Date.UTC(2025, 5, 1),
  decidedAt: null,
  remark: null,
  bonus: null,
  paymentUrl: null,
  qrImageUrl: null,
  ...overrides,
});

/** The form's submit button (the header has a "Deposit" shortcut too). */
const depositButton = () =>
  within(screen.getByRole('form', { name: 'Deposit details' })).getByRole('button', { name: 'Deposit' });

const renderDeposit = (handlers = {}) =>
  renderCashierPage(<DepositPage />, {
    'wallet.depositSettings': () => settings(),
    'wallet.deposit': () => order(),
    'wallet.deposits': () => emptyPage(),
    'wallet.depositPromotions': () => ({ promotions: [] }),
    ...handlers,
  });

describe('deposit page', () => {
  it('groups the channels by type with their limits and shows the payee of the chosen one', async () => {
    const { user } = await renderDeposit();
    const bankGroup = await screen.findByRole('group', { name: 'Bank transfer' });
    expect(within(bankGroup).getByRole('radio', { name: /BDO bank transfer/ })).toBeInTheDocument();
    expect(within(bankGroup).getByText('₱100.00 – ₱50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'E-wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /BDO bank transfer/ }));
    expect(screen.getByText('001234567890')).toBeInTheDocument();
    expect(screen.getByText('Lucky Pavilion Inc')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your account name/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /QR Ph/ }));
    expect(screen.getByRole('img', { name: /QR Ph/ })).toHaveAttribute('src', '/static/qr/qr-ph.png');
    expect(screen.queryByRole('textbox', { name: /Your account name/ })).not.toBeInTheDocument();
  });

  it('says so when the merchant does not allow deposits', async () => {
    await renderDeposit({ 'wallet.depositSettings': () => settings({ isAllowed: false }) });
    expect(await screen.findByText('Deposits are not available')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('keeps the amount within the channel minimum and maximum before asking', async () => {
    const { user, api } = await renderDeposit();
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.type(screen.getByRole('textbox', { name: /Your account name/ }), 'Juan Dela Cruz');
    const amount = screen.getByRole('textbox', { name: /Amount/ });

    await user.type(amount, '99.99');
    await user.click(depositButton());
    expect(await screen.findByText('Enter an amount from ₱100.00 to ₱50,000.00.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50000.01');
    await user.click(depositButton());
    expect(await screen.findByText('Enter an amount from ₱100.00 to ₱50,000.00.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(depositButton());
    expect(await screen.findByText('Enter an amount with at most two decimals.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('wallet.deposit')).toHaveLength(0);
  });

  it('asks for the payer name on a bank channel', async () => {
    const { user } = await renderDeposit();
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.click(screen.getByRole('button', { name: '500' }));
    await user.click(depositButton());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('confirms, sends minor units with a requestId, is disabled in flight and reports a pending order', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, api } = await renderDeposit({
      'wallet.deposit': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.type(screen.getByRole('textbox', { name: /Your account name/ }), 'Juan Dela Cruz');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500.5');
    await user.click(depositButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    expect(dialog).toHaveTextContent('₱500.50');
    expect(dialog).toHaveTextContent('BDO bank transfer');
    expect(api.callsTo('wallet.deposit')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.callsTo('wallet.deposit')).toHaveLength(1));
    const input = api.callsTo('wallet.deposit')[0]!.input as Record<string, unknown>;
    expect(input).toMatchObject({
      channelId: 'bank-bdo',
      amount: 50_050,
      payeeName: 'Juan Dela Cruz',
      proofs: [],
    });
    expect(input.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(depositButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: /GCash/ })).toBeDisabled();

    answer(order({ amount: 50_050 }));
    expect(await screen.findByText(/Order ID/)).toHaveTextContent('D-5001');
    expect(
      screen.getAllByText('Your deposit of ₱500.50 was submitted and is waiting for approval.').length,
    ).toBeGreaterThan(0);
    expect(depositButton()).toBeEnabled();
  });

  it('says the amount was credited on the test channel', async () => {
    const { user } = await renderDeposit({
      'wallet.deposit': () => order({ status: 'approved', channelName: 'Test bank', amount: 10_000 }),
    });
    await user.click(await screen.findByRole('radio', { name: /Test bank/ }));
    await user.type(screen.getByRole('textbox', { name: /Your account name/ }), 'Juan');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.click(depositButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('₱100.00 has been credited to your balance.')).length).toBeGreaterThan(
      0,
    );
  });

  it('shows a refused amount under the field, translated, and keeps the requestId for a retry', async () => {
    const { user, api } = await renderDeposit({
      'wallet.deposit': () => Promise.reject(apiError({ key: 'in_network_again' }, 502)),
    });
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.type(screen.getByRole('textbox', { name: /Your account name/ }), 'Juan');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '200');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(depositButton());
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(api.callsTo('wallet.deposit')).toHaveLength(attempt + 1));
      await waitFor(() => expect(depositButton()).toBeEnabled());
    }
    const [first, second] = api
      .callsTo('wallet.deposit')
      .map((call) => (call.input as { requestId: string }).requestId);
    expect(second).toBe(first);

    api.setHandler('wallet.deposit', () => Promise.reject(apiError({ key: 'amount_out_of_range' })));
    await user.click(depositButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The amount is outside the allowed range.'),
    );
  });

  it('says what a deposit limit leaves and when it resets, or why deposits are closed', async () => {
    const { user, api } = await renderDeposit({
      'wallet.deposit': () =>
        Promise.reject(
          apiError({
            key: 'deposit_limit_reached',
            hint: {
              limit: { type: 'deposit', period: 'day', left: 12_000, resetsAt: Date.UTC(2026, 10, 29, 16) },
            },
          }),
        ),
    });
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.type(screen.getByRole('textbox', { name: /Your account name/ }), 'Juan');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '200');
    await user.click(depositButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const form = within(screen.getByRole('form', { name: 'Deposit details' }));
    expect(
      await form.findByText('Your daily deposit limit leaves ₱120.00 until 30/11/2026 00:00.'),
    ).toHaveAttribute('role', 'alert');

    api.setHandler('wallet.deposit', () =>
      Promise.reject(
        apiError({
          key: 'account_restricted',
          hint: { restriction: { kind: 'time_out', since: 0, until: Date.UTC(2026, 11, 6, 6, 30) } },
        }),
      ),
    );
    await user.click(depositButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await form.findByText(/You are taking a break until 06\/12\/2026 14:30/)).toBeInTheDocument();
    expect(api.callsTo('wallet.deposit')).toHaveLength(2);
  });
});
