import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { THandlers } from '../../../test/fake-api';
import type { TOutputOf } from '../../../test/fake-api';
import { apiError } from '../../../test/fake-api';
import { balance, member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const wallets = (isSingle = false) => ({
  isSingle,
  currency: 'PHP',
  currencySymbol: '₱',
  total: 1_500_000,
  wallets: [
    { accountTypeId: 1, vassalage: null, name: 'Main wallet', isMain: true, balance: 1_234_567 },
    ...(isSingle
      ? []
      : [{ accountTypeId: 7, vassalage: 'PG', name: 'PG wallet', isMain: false, balance: 265_433 }]),
  ],
});

const renderTransfer = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?centre=wallet',
    handlers: {
      'session.me': () => session(member()),
      'wallet.wallets': () => wallets(),
      'wallet.transfer': () => balance(),
      ...handlers,
    },
  });

const transferForm = async () =>
  within(await screen.findByRole('form', { name: 'Transfer between wallets' }));

describe('transfer fund page', () => {
  it('lists the wallets with the total', async () => {
    await renderTransfer();
    const list = within(await screen.findByRole('list', { name: 'Your wallets' }));
    expect(list.getByText('Main wallet').closest('li')).toHaveTextContent('₱12,345.67');
    expect(list.getByText('PG wallet').closest('li')).toHaveTextContent('₱2,654.33');
    expect(screen.getByTestId('wallets-total')).toHaveTextContent('₱15,000.00');
  });

  it('explains that a single wallet has nothing to transfer', async () => {
    await renderTransfer({ 'wallet.wallets': () => wallets(true) });
    expect(await screen.findByText('One wallet for everything')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer between wallets' })).not.toBeInTheDocument();
  });

  it('checks the wallets and the amount before asking', async () => {
    const { user, api } = await renderTransfer();
    const form = await transferForm();
    await user.selectOptions(form.getByLabelText('To'), '1');
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '1.234');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByLabelText('To')).toHaveAccessibleDescription('Choose two different wallets.');
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      'Enter an amount above 0 with at most two decimals.',
    );

    await user.selectOptions(form.getByLabelText('To'), '7');
    await user.clear(form.getByRole('textbox', { name: /Amount/ }));
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '12345.68');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      'The amount is more than the balance of Main wallet.',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm transfer' })).not.toBeInTheDocument();
    expect(api.callsTo('wallet.transfer')).toHaveLength(0);
  });

  it('confirms, disables the button while it runs, then reports and refreshes the balances', async () => {
    let finish: (value: TOutputOf<'wallet.transfer'>) => void = () => undefined;
    const { user, api } = await renderTransfer({
      'wallet.transfer': () => new Promise<TOutputOf<'wallet.transfer'>>((resolve) => (finish = resolve)),
    });
    const form = await transferForm();
    await user.click(form.getByRole('button', { name: 'All' }));
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('12345.67');
    await user.click(form.getByRole('button', { name: 'Transfer' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm transfer' }));
    expect(confirm.getByText('Transfer ₱12,345.67 from Main wallet to PG wallet?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Transfer now' }));

    await waitFor(() => expect(form.getByRole('button', { name: 'Transfer' })).toBeDisabled());
    const [call] = api.callsTo('wallet.transfer');
    expect(call?.input).toMatchObject({ fromAccountTypeId: 1, toAccountTypeId: 7, amount: 1_234_567 });
    expect((call?.input as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    const walletCalls = api.callsTo('wallet.wallets').length;

    finish(balance());
    expect(await form.findByRole('status')).toHaveTextContent(
      'Transferred ₱12,345.67 from Main wallet to PG wallet.',
    );
    expect(form.getByRole('button', { name: 'Transfer' })).toBeEnabled();
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
    await waitFor(() => expect(api.callsTo('wallet.wallets').length).toBeGreaterThan(walletCalls));
  });

  it('shows a refusal in the member language and keeps the request id for a retry', async () => {
    const { user, api } = await renderTransfer({
      'wallet.transfer': () => Promise.reject(apiError({ key: 'wallet_not_found' }, 404)),
    });
    const form = await transferForm();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '10');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(form.getByRole('button', { name: 'Transfer' }));
      await user.click(await screen.findByRole('button', { name: 'Transfer now' }));
      await waitFor(() => expect(api.callsTo('wallet.transfer')).toHaveLength(attempt + 1));
    }
    expect(await form.findByRole('alert')).toHaveTextContent('That wallet does not exist.');
    const [first, second] = api
      .callsTo('wallet.transfer')
      .map((call) => (call.input as { requestId: string }).requestId);
    expect(second).toBe(first);
  });
});
