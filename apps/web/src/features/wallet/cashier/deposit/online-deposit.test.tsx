import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport } from '../../../../lib/realtime';
import { apiError } from '../../../../test/fake-api';
import { fakeSocket } from '../../../../test/fake-socket';
import { DepositPage } from '../deposit-page';
import {
  depositChannels,
  depositOrder,
  depositPromotion,
  emptyPage,
  onlineChannel,
  renderCashierPage,
} from '../test/cashier-fixtures';

afterEach(() => setRealtimeTransport(null));

const BANKS = [
  { bankCode: 'BDO', bankName: 'BDO Unibank' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
];

const PAYMENT_URL = '/pay/checkout/abcdefghijklmnopqrstuvwxyz012345';

const onlineOrder = (overrides = {}) =>
  depositOrder({
    channelName: 'PayPH Online Banking',
    channelType: 'ONLINE',
    amount: 40_000,
    bonus: { promotionId: '3', title: '50% Deposit Bonus' },
    paymentUrl: PAYMENT_URL,
    ...overrides,
  });

const form = () => screen.getByRole('form', { name: 'Deposit details' });
const depositButton = () => within(form()).getByRole('button', { name: 'Deposit' });

const renderOnline = (handlers = {}) =>
  renderCashierPage(<DepositPage />, {
    'wallet.depositSettings': () => ({
      isAllowed: true,
      successCount: 0,
      channels: [...depositChannels(), onlineChannel()],
    }),
    'wallet.depositPromotions': () => ({ promotions: [depositPromotion()] }),
    'wallet.depositBanks': () => ({ banks: BANKS }),
    'wallet.deposit': () => ({ ...onlineOrder(), qrImageUrl: null }),
    'wallet.deposits': () => emptyPage(),
    ...handlers,
  });

describe('an online deposit with a bonus', () => {
  it('offers the bonuses with their terms and "no bonus", and the banks of the vendor', async () => {
    const { user } = await renderOnline();
    await user.click(await screen.findByRole('radio', { name: /PayPH Online Banking/ }));
    expect(await screen.findByRole('group', { name: 'Online payment' })).toBeInTheDocument();
    const bonus = await screen.findByRole('group', { name: 'Deposit bonus' });
    expect(within(bonus).getByRole('radio', { name: /No bonus/ })).toBeChecked();
    expect(within(bonus).getByRole('radio', { name: /50% Deposit Bonus/ })).toHaveAccessibleName(
      /50% of the deposit, up to ₱500.00. Deposit at least ₱100.00./,
    );
    await user.click(within(bonus).getByText('Terms of 50% Deposit Bonus'));
    expect(within(bonus).getByText(/at most ₱500\) is credited/)).toBeVisible();
    const bank = await screen.findByRole('combobox', { name: /Your bank/ });
    await waitFor(() => expect(bank).toBeEnabled());
    expect(within(bank).getByRole('option', { name: 'Bank of the Philippine Islands' })).toBeInTheDocument();
    // Online payments ask for neither an account name nor proof pictures.
    expect(screen.queryByRole('textbox', { name: /Your account name/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Proof of payment/)).not.toBeInTheDocument();
  });

  it('needs a bank, and an amount that reaches the bonus minimum', async () => {
    const { user, api } = await renderOnline({
      'wallet.depositSettings': () => ({
        isAllowed: true,
        successCount: 0,
        channels: [{ ...onlineChannel(), minAmount: 5_000 }],
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /PayPH Online Banking/ }));
    await user.click(await screen.findByRole('radio', { name: /50% Deposit Bonus/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '60');
    await user.click(depositButton());
    expect(await screen.findByText('This bonus needs a deposit of at least ₱100.00.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Your bank/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('wallet.deposit')).toHaveLength(0);
  });

  it('confirms with the bonus named, then links to the payment page and follows the status live', async () => {
    const socket = fakeSocket();
    let orders = emptyPage() as ReturnType<typeof emptyPage> | { rows: ReturnType<typeof onlineOrder>[] };
    const { user, api } = await renderOnline({
      'wallet.deposits': () => ({ pageNo: 1, totalPages: 1, totalCount: 1, ...orders }),
    });
    await user.click(await screen.findByRole('radio', { name: /PayPH Online Banking/ }));
    await user.click(await screen.findByRole('radio', { name: /50% Deposit Bonus/ }));
    const bank = await screen.findByRole('combobox', { name: /Your bank/ });
    await waitFor(() => expect(bank).toBeEnabled());
    await user.selectOptions(bank, 'BDO');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '400');
    await user.click(depositButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    expect(dialog).toHaveTextContent(
      'Deposit ₱400.00 through PayPH Online Banking with the 50% Deposit Bonus?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('wallet.deposit')).toHaveLength(1));
    expect(api.callsTo('wallet.deposit')[0]?.input).toMatchObject({
      channelId: 'payph',
      amount: 40_000,
      bankCode: 'BDO',
      promotionId: '3',
      proofs: [],
    });

    const link = await screen.findByRole('link', { name: /Open payment page/ });
    expect(link).toHaveAttribute('href', PAYMENT_URL);
    expect(link).toHaveAttribute('target', '_blank');
    const result = link.closest('[role="status"]') as HTMLElement;
    expect(result).toHaveTextContent('Pay ₱400.00 on the payment page to finish your deposit.');
    expect(result).toHaveTextContent('Bonus: 50% Deposit Bonus');
    expect(within(result).getByText('Pending')).toBeInTheDocument();

    // The payer pays in the other tab: the deposit-status event brings the approved order.
    orders = { rows: [onlineOrder({ status: 'approved', paymentUrl: null })] };
    socket.emit({
      name: SOCKET_EVENTS.deposit,
      payload: { orderId: 'D-5001', status: 'approved', amount: 40_000 },
    });
    await waitFor(() => expect(result).toHaveTextContent('₱400.00 has been credited to your balance.'));
    expect(screen.queryByRole('link', { name: /Open payment page/ })).not.toBeInTheDocument();
  });

  it('shows a failed payment as failed once the event says so', async () => {
    const socket = fakeSocket();
    let orders: { rows: ReturnType<typeof onlineOrder>[] } = { rows: [] };
    const { user } = await renderOnline({
      'wallet.deposits': () => ({ pageNo: 1, totalPages: 1, totalCount: 1, ...orders }),
    });
    await payWithBank(user, 'BPI');
    const link = await screen.findByRole('link', { name: /Open payment page/ });
    const result = link.closest('[role="status"]') as HTMLElement;
    orders = { rows: [onlineOrder({ status: 'failed', paymentUrl: null })] };
    socket.emit({
      name: SOCKET_EVENTS.deposit,
      payload: { orderId: 'D-5001', status: 'failed', amount: 40_000 },
    });
    await waitFor(() =>
      expect(result).toHaveTextContent(
        'The payment of ₱400.00 was not completed. Nothing was taken from your balance.',
      ),
    );
    expect(within(result).getByText('Payment failed')).toBeInTheDocument();
  });

  it('keeps a request of unknown outcome pending, never failed', async () => {
    const { user } = await renderOnline({
      'wallet.deposit': () => Promise.reject(apiError({ key: 'request_pending' }, 504)),
    });
    await payWithBank(user, 'BPI');
    expect((await screen.findAllByText(/Pending — we are checking/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/not completed|Payment failed/)).not.toBeInTheDocument();
  });
});

/** Picks the online channel and a bank, types ₱400 and confirms, without a bonus. */
const payWithBank = async (user: Awaited<ReturnType<typeof renderOnline>>['user'], bankCode: string) => {
  await user.click(await screen.findByRole('radio', { name: /PayPH Online Banking/ }));
  const bank = await screen.findByRole('combobox', { name: /Your bank/ });
  await waitFor(() => expect(bank).toBeEnabled());
  await user.selectOptions(bank, bankCode);
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '400');
  await user.click(depositButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
};
