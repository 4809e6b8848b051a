import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TBankCard } from '@site/contracts/api';
import type { TOutputOf } from '../../../test/fake-api';
import { apiError } from '../../../test/fake-api';
import { RECHECK_PENDING_MS } from '../../shared-money/use-money-request';
import { emptyPage, fileOf, renderCashierPage, withdrawal } from './test/cashier-fixtures';
import { WithdrawPage } from './withdraw-page';

const card = (overrides: Partial<TBankCard> = {}): TBankCard => ({
  id: 'card-1',
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  accountName: 'Juan Dela Cruz',
  accountNumber: '****7890',
  ...overrides,
});

const settings = (overrides = {}) => ({
  minAmount: 10_000,
  maxAmount: 5_000_000,
  autoConfirmMinutes: 30,
  hasPaymentPassword: true,
  ...overrides,
});

const renderWithdraw = (handlers = {}) =>
  renderCashierPage(<WithdrawPage />, {
    'wallet.withdrawSettings': () => settings(),
    'wallet.bankCards': () => ({ cards: [card()] }),
    'wallet.banks': () => ({
      banks: [
        { bankCode: 'BDO', bankName: 'BDO Unibank' },
        { bankCode: 'BPI', bankName: 'BPI' },
      ],
    }),
    'wallet.withdrawals': () => emptyPage(),
    'wallet.withdraw': () => withdrawal(),
    'wallet.confirmWithdrawal': () => withdrawal({ status: 'received' }),
    ...handlers,
  });

/** The form's submit button (the header has a "Withdraw" shortcut too). */
const withdrawButton = () =>
  within(screen.getByRole('form', { name: 'Withdraw to your bank card' })).getByRole('button', {
    name: 'Withdraw',
  });

const page = (rows: TOutputOf<'wallet.withdrawals'>['rows']) => ({
  rows,
  pageNo: 1,
  totalPages: 1,
  totalCount: rows.length,
});

describe('withdraw page: first steps', () => {
  it('asks for a payment password first and moves on once it is set', async () => {
    let hasPaymentPassword = false;
    const { user, api } = await renderWithdraw({
      'wallet.withdrawSettings': () => settings({ hasPaymentPassword }),
      'wallet.setPaymentPassword': () => {
        hasPaymentPassword = true;
        return { ok: true };
      },
      'wallet.bankCards': () => ({ cards: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Set your payment password' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Withdraw to your bank card' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Payment password'), '12a');
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('The payment password must be 6 digits.')).toBeInTheDocument();
    expect(api.callsTo('wallet.setPaymentPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Payment password'));
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByRole('heading', { name: 'Add a bank card' })).toBeInTheDocument();
    expect(api.callsTo('wallet.setPaymentPassword')[0]!.input).toEqual({
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
      requestId: expect.any(String),
    });
  });

  it('asks for a bank card when there is none and shows the withdraw form once added', async () => {
    let cards: TBankCard[] = [];
    const { user, api } = await renderWithdraw({
      'wallet.bankCards': () => ({ cards }),
      'wallet.addBankCard': () => {
        cards = [card({ id: 'card-9', bankCode: 'BPI', bankName: 'BPI', accountNumber: '****4321' })];
        return cards[0];
      },
    });
    expect(await screen.findByRole('heading', { name: 'Add a bank card' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Bank/ }), 'BPI');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Juan Dela Cruz');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    expect(await screen.findByText('The account number must be 6 to 30 digits.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Account number/ }));
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    expect(await screen.findByRole('form', { name: 'Withdraw to your bank card' })).toBeInTheDocument();
    expect(api.callsTo('wallet.addBankCard')[0]!.input).toEqual({
      bankCode: 'BPI',
      accountName: 'Juan Dela Cruz',
      accountNumber: '0987654321',
      requestId: expect.any(String),
    });
    expect(screen.getAllByText('•••• 4321').length).toBeGreaterThan(0);
  });

  it('shows a new bank card whose outcome is unknown as pending, then the card, under one requestId', async () => {
    let cards: TBankCard[] = [];
    let answered = 0;
    const { user, api } = await renderWithdraw({
      'wallet.bankCards': () => ({ cards }),
      'wallet.addBankCard': () => {
        answered += 1;
        if (answered === 1) return Promise.reject(apiError({ key: 'request_pending' }, 504));
        cards = [card({ id: 'card-9', accountNumber: '****4321' })];
        return cards[0]!;
      },
    });
    await screen.findByRole('option', { name: 'BPI' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Bank/ }), 'BPI');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Juan Dela Cruz');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '0987654321');
    // Real time runs on; the recheck is brought forward by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    const pending = await screen.findByText(/^Pending — we are checking/);
    expect(pending.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(RECHECK_PENDING_MS));
    expect(await screen.findByRole('form', { name: 'Withdraw to your bank card' })).toBeInTheDocument();
    const [first, replay] = api
      .callsTo('wallet.addBankCard')
      .map((call) => (call.input as { requestId: string }).requestId);
    expect(replay).toBe(first);
    vi.useRealTimers();
  });

  it('resets a forgotten payment password with the login password', async () => {
    const { user, api } = await renderWithdraw({
      'wallet.resetPaymentPassword': () => Promise.reject(apiError({ key: 'error_password' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Forgot payment password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset payment password' });
    await user.type(within(dialog).getByLabelText('Login password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('New payment password'), '111222');
    await user.type(within(dialog).getByLabelText('Confirm payment password'), '111222');
    await user.click(within(dialog).getByRole('button', { name: 'Reset payment password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Login password')).toHaveAttribute('aria-invalid', 'true'),
    );

    api.setHandler('wallet.resetPaymentPassword', () => ({ ok: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset payment password' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reset payment password' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('wallet.resetPaymentPassword').at(-1)!.input).toEqual({
      loginPassword: 'wrong-one',
      paymentPassword: '111222',
      confirmPaymentPassword: '111222',
      requestId: expect.any(String),
    });
  });
});

describe('withdraw page: the withdraw form', () => {
  it('keeps the amount within the limits and the main balance', async () => {
    const { user, api } = await renderWithdraw();
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.type(screen.getByLabelText('Payment password'), '123456');

    await user.type(amount, '50');
    await user.click(withdrawButton());
    expect(await screen.findByText('Enter an amount from ₱100.00 to ₱50,000.00.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(withdrawButton());
    expect(await screen.findByText('The amount is more than your main wallet balance.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw the whole main wallet balance' }));
    expect(amount).toHaveValue('12345.67');
    expect(api.callsTo('wallet.withdraw')).toHaveLength(0);
  });

  it('confirms with the amount and card, sends minor units, disables in flight and shows it pending', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, api } = await renderWithdraw({
      'wallet.withdraw': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '1500');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(withdrawButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    expect(dialog).toHaveTextContent('Withdraw ₱1,500.00 to BDO Unibank •••• 7890?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.callsTo('wallet.withdraw')).toHaveLength(1));
    const input = api.callsTo('wallet.withdraw')[0]!.input as Record<string, unknown>;
    expect(input).toMatchObject({ amount: 150_000, bankCardId: 'card-1', paymentPassword: '123456' });
    expect(input.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(withdrawButton()).toBeDisabled();

    answer(withdrawal());
    expect(
      await screen.findByText('Your withdrawal of ₱1,500.00 is waiting for approval.', {
        exact: false,
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  it('shows a wrong payment password under its field and a pending withdrawal above the button', async () => {
    const { user, api } = await renderWithdraw({
      'wallet.withdraw': () => Promise.reject(apiError({ key: 'payment_password_incorrect' })),
    });
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '200');
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(withdrawButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(
        'The payment password is incorrect.',
      ),
    );

    api.setHandler('wallet.withdraw', () => Promise.reject(apiError({ key: 'withdrawal_pending' }, 400)));
    await user.click(withdrawButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You already have a withdrawal in progress.', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});

describe('withdraw page: history and confirmation', () => {
  const approved = withdrawal({
    withdrawalId: 'W-2001',
    status: 'approved',
    decidedAt: Date.UTC(2025, 5, 1, 5, 0),
    confirmBefore: Date.UTC(2025, 5, 1, 5, 30),
  });

  it('lists withdrawals with their statuses and asks about the approved one', async () => {
    await renderWithdraw({
      'wallet.withdrawals': () =>
        page([
          approved,
          withdrawal({ withdrawalId: 'W-3', status: 'rejected', remark: 'Name does not match' }),
          withdrawal({ withdrawalId: 'W-4', status: 'received', isAutoConfirmed: true }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Withdrawal history' });
    await within(table).findByText('Awaiting your confirmation');
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Name does not match')).toBeInTheDocument();
    expect(within(table).getByText('Confirmed automatically')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Did you receive ₱1,500.00?' });
    // The window's end in merchant time (UTC+8), never the minutes themselves.
    expect(panel).toHaveTextContent(
      'If you do not answer by 01/06/2025 13:30:00, the withdrawal counts as received.',
    );
    expect(panel).not.toHaveTextContent('30 min');
    expect(panel).toHaveTextContent('the money cannot be returned');
  });

  it('confirms a received withdrawal after asking', async () => {
    const { user, api } = await renderWithdraw({ 'wallet.withdrawals': () => page([approved]) });
    const panel = await screen.findByRole('region', { name: 'Did you receive ₱1,500.00?' });
    await user.click(within(panel).getByRole('button', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(api.callsTo('wallet.confirmWithdrawal')).toHaveLength(0);
    api.setHandler('wallet.withdrawals', () =>
      page([{ ...approved, status: 'received', confirmedAt: Date.now() }]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.callsTo('wallet.confirmWithdrawal')).toHaveLength(1));
    expect(api.callsTo('wallet.confirmWithdrawal')[0]!.input).toEqual({
      withdrawalId: 'W-2001',
      received: true,
      proofs: [],
      remark: '',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Did you receive/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Thank you. The withdrawal is marked as received.')).toBeInTheDocument();
  });

  it('needs at least one proof to report a withdrawal not received', async () => {
    const { api } = await renderWithdraw({ 'wallet.withdrawals': () => page([approved]) });
    const user = userEvent.setup({ applyAccept: false });
    const panel = await screen.findByRole('region', { name: 'Did you receive ₱1,500.00?' });
    await user.click(within(panel).getByRole('button', { name: 'Not received' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Remark' }), 'Nothing arrived yet');
    expect(within(panel).getByText('19/140 characters')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send report' }));
    expect(await within(panel).findByText('Please attach at least one proof image.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The proof field is one button named by its label; the browser's own picker behind it takes the file.
    expect(within(panel).getByRole('button', { name: /Proof, for example.*Add image/ })).toBeInTheDocument();
    await user.upload(
      panel.querySelector<HTMLInputElement>('input[type="file"]')!,
      fileOf('statement.png', 'image/png'),
    );
    await within(panel).findByRole('img', { name: 'Proof image 1' });
    await user.click(within(panel).getByRole('button', { name: 'Send report' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Report not received' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(api.callsTo('wallet.confirmWithdrawal')).toHaveLength(1));
    const input = api.callsTo('wallet.confirmWithdrawal')[0]!.input as {
      received: boolean;
      proofs: string[];
      remark: string;
    };
    expect(input.received).toBe(false);
    expect(input.remark).toBe('Nothing arrived yet');
    expect(input.proofs).toHaveLength(1);
    expect(input.proofs[0]).toMatch(/^data:image\/png;base64,/);
  });
});
