import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { THandlers } from '../../../test/fake-api';
import { apiError } from '../../../test/fake-api';
import { balance, member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { withdrawPageHandlers, withdrawSettings } from '../../../test/wallet-fixtures';

const renderUpline = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?centre=upline',
    handlers: {
      'session.me': () => session(member()),
      'wallet.balance': () => ({
        total: 1_234_567,
        currency: 'PHP',
        currencySymbol: '₱',
        wallets: [{ accountTypeId: 1, balance: 1_234_567 }],
      }),
      'wallet.upline': () => ({ hasUpline: true, uplineAccount: 'agent_lucky' }),
      'wallet.withdrawSettings': () => withdrawSettings(),
      'wallet.transferToUpline': () => balance(),
      ...handlers,
    },
  });

const uplineForm = async () => within(await screen.findByRole('form', { name: 'Transfer to upline' }));

describe('transfer to upline page', () => {
  it('explains when the member has no upline', async () => {
    await renderUpline({ 'wallet.upline': () => ({ hasUpline: false, uplineAccount: null }) });
    expect(await screen.findByText('No upline')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).not.toBeInTheDocument();
  });

  it('sends a member without a payment password to the withdraw page to set one', async () => {
    const { user, router } = await renderUpline(withdrawPageHandlers(false));
    await user.click(await screen.findByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(new URLSearchParams(router.location.search).get('centre')).toBe('withdraw'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Withdraw' })).toBeInTheDocument();
  });

  it('checks the amount and the payment password, confirms naming the upline, and reports', async () => {
    const { user, api } = await renderUpline();
    expect(await screen.findByTestId('upline-account')).toHaveTextContent('agent_lucky');
    const form = await uplineForm();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '20000');
    await user.type(form.getByLabelText(/^Payment password/), '12ab');
    await user.click(form.getByRole('button', { name: 'Transfer to upline' }));
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      "The amount is more than your main wallet's balance.",
    );
    expect(form.getByLabelText(/^Payment password/)).toHaveAccessibleDescription(
      'The payment password must be 6 digits.',
    );

    await user.clear(form.getByRole('textbox', { name: /Amount/ }));
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '250.50');
    await user.clear(form.getByLabelText(/^Payment password/));
    await user.type(form.getByLabelText(/^Payment password/), '123456');
    await user.click(form.getByRole('button', { name: 'Transfer to upline' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm transfer to upline' }));
    expect(
      confirm.getByText('Transfer ₱250.50 to your upline agent_lucky? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Transfer now' }));

    expect(await form.findByRole('status')).toHaveTextContent('Transferred ₱250.50 to agent_lucky.');
    expect(api.callsTo('wallet.transferToUpline')[0]?.input).toMatchObject({
      amount: 25_050,
      paymentPassword: '123456',
    });
    expect(form.getByLabelText(/^Payment password/)).toHaveValue('');
  });

  it('shows a wrong payment password under its field', async () => {
    const { user } = await renderUpline({
      'wallet.transferToUpline': () => Promise.reject(apiError({ key: 'payment_password_incorrect' })),
    });
    const form = await uplineForm();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(form.getByLabelText(/^Payment password/), '654321');
    await user.click(form.getByRole('button', { name: 'Transfer to upline' }));
    await user.click(await screen.findByRole('button', { name: 'Transfer now' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Payment password/)).toHaveAccessibleDescription(
        'The payment password is incorrect.',
      ),
    );
    expect(form.getByRole('button', { name: 'Transfer to upline' })).toBeEnabled();
  });
});
