import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../../test/fake-api';
import { balance, member, session } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { RECHECK_PENDING_MS } from '../../../shared-money/use-money-request';

const wallets = {
  isSingle: false,
  currency: 'PHP',
  currencySymbol: '₱',
  total: 1_500_000,
  wallets: [
    { accountTypeId: 1, vassalage: null, name: 'Main wallet', isMain: true, balance: 1_234_567 },
    { accountTypeId: 7, vassalage: 'PG', name: 'PG wallet', isMain: false, balance: 265_433 },
  ],
};

/** The gateway answers request_pending `pendingAnswers` times, then the transfer's result. */
const renderTransfer = (pendingAnswers: number) => {
  let answered = 0;
  return renderApp({
    path: '/?centre=wallet',
    handlers: {
      'session.me': () => session(member()),
      'wallet.wallets': () => wallets,
      'wallet.transfer': () => {
        answered += 1;
        if (answered <= pendingAnswers) return Promise.reject(apiError({ key: 'request_pending' }, 504));
        return balance();
      },
    },
  });
};

const EN = {
  form: 'Transfer between wallets',
  amount: /Amount/,
  submit: 'Transfer',
  confirm: 'Transfer now',
};
const TY = {
  form: 'Maglipat sa pagitan ng mga wallet',
  amount: /Halaga/,
  submit: 'Ilipat',
  confirm: 'Ilipat na',
};

const transferTen = async (user: Awaited<ReturnType<typeof renderApp>>['user'], labels = EN) => {
  const form = within(await screen.findByRole('form', { name: labels.form }));
  await user.type(form.getByRole('textbox', { name: labels.amount }), '10');
  await user.click(form.getByRole('button', { name: labels.submit }));
  const confirm = await screen.findByRole('button', { name: labels.confirm });
  // Real time runs on; the recheck is brought forward by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  await user.click(confirm);
  return form;
};

const requestIdsOf = (calls: Array<{ input: unknown }>) =>
  calls.map((call) => (call.input as { requestId: string }).requestId);

afterEach(() => {
  vi.useRealTimers();
});

describe('a money move whose outcome is unknown', () => {
  it('shows "pending — we are checking", not a failure, and resolves on its own under the same requestId', async () => {
    const { user, api } = await renderTransfer(2);
    const form = await transferTen(user);
    expect(await form.findByRole('status')).toHaveTextContent(
      'Pending — we are checking whether this went through.',
    );
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong|try again/i)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(RECHECK_PENDING_MS));
    await waitFor(() => expect(api.callsTo('wallet.transfer')).toHaveLength(2));
    expect(form.getByRole('status')).toHaveTextContent('Pending');

    await act(() => vi.advanceTimersByTimeAsync(RECHECK_PENDING_MS));
    expect(await form.findByText('Transferred ₱10.00 from Main wallet to PG wallet.')).toBeInTheDocument();
    expect(form.queryByText(/Pending/)).not.toBeInTheDocument();
    const [first, ...replays] = requestIdsOf(api.callsTo('wallet.transfer'));
    expect(replays).toEqual([first, first]);
  });

  it('says so in Tagalog', async () => {
    window.localStorage.setItem('lang', 'TY');
    const { user } = await renderTransfer(1);
    const form = await transferTen(user, TY);
    expect(await form.findByRole('status')).toHaveTextContent(
      'Nakabinbin — sinusuri namin kung natuloy ito.',
    );
  });
});
