import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { pointMall, redemption } from '../../../test/rewards-fixtures';
import { withdrawPageHandlers, withdrawSettings } from '../../../test/wallet-fixtures';
import { RECHECK_PENDING_MS } from '../../shared-money/use-money-request';

const page = <T,>(rows: T[]) => ({ rows, pageNo: 1, totalPages: 1, totalCount: rows.length });

const renderPointMall = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?centre=point-mall',
    handlers: {
      'session.me': () => session(member()),
      'rewards.points': () => ({ points: 12_500, pendingPoints: 3_000 }),
      'rewards.pointMall': () => pointMall(),
      'rewards.redemptions': () => page([]),
      'wallet.withdrawSettings': () => withdrawSettings(),
      'rewards.redeem': () => redemption({ rewardId: 'pr-voucher', quantity: 2, points: 6_000 }),
      'rewards.convert': ({ points }) => ({ points, amount: points, pointsLeft: 12_500 - points }),
      ...handlers,
    },
  });

const centre = async () => within(await screen.findByRole('dialog', { name: 'Member centre' }));
const requestIdsOf = (calls: Array<{ input: unknown }>) =>
  calls.map((call) => (call.input as { requestId: string }).requestId);

afterEach(() => {
  vi.useRealTimers();
});

describe('point mall page', () => {
  it('shows the points, the catalogue as a points table, how points are earned and the redemptions by status', async () => {
    const { api, user } = await renderPointMall({
      'rewards.redemptions': (input) =>
        page(
          [
            redemption(),
            redemption({ redemptionId: 'rd-2', status: 'approved', name: 'Lucky mug', type: 'ITEM' }),
            redemption({ redemptionId: 'rd-3', status: 'rejected', remark: 'Out of stock' }),
          ].filter((row) => !input?.status || row.status === input.status),
        ),
    });
    const mall = await centre();
    expect(mall.getByRole('heading', { level: 3, name: 'Point mall' })).toBeInTheDocument();
    await waitFor(() => expect(mall.getByTestId('points-balance')).toHaveTextContent('12,500'));
    expect(mall.getByTestId('points-pending')).toHaveTextContent('3,000');

    const catalogue = within(mall.getByRole('table', { name: 'Rewards for points' }));
    const [, cash, voucher, mug] = catalogue.getAllByRole('row');
    expect(cash).toHaveTextContent('Cash ₱10₱10.00Cash1,000Unlimited');
    expect(voucher).toHaveTextContent('Dinner voucherVoucher3,0004');
    expect(voucher!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/voucher.png');
    expect(mug).toHaveTextContent('Sold out');
    expect(within(mug!).queryByRole('button')).not.toBeInTheDocument();

    const earning = within(mall.getByRole('table', { name: 'How to earn points' }));
    expect(earning.getAllByRole('row')[1]).toHaveTextContent('Slots1 point per ₱10.00 valid bet');
    expect(earning.getAllByRole('row')[2]).toHaveTextContent('Live casino1 point per ₱20.00 valid bet');

    const history = within(await mall.findByRole('table', { name: 'Redemption history' }));
    await waitFor(() => expect(history.getAllByRole('row')).toHaveLength(4));
    expect(history.getAllByRole('row')[1]).toHaveTextContent('Processing');
    expect(history.getAllByRole('row')[2]).toHaveTextContent('Lucky mug × 1');
    expect(history.getAllByRole('row')[2]).toHaveTextContent('Approved');
    expect(history.getAllByRole('row')[3]).toHaveTextContent('RejectedOut of stock');

    await user.selectOptions(mall.getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() =>
      expect(api.callsTo('rewards.redemptions').at(-1)?.input).toMatchObject({
        status: 'approved',
        pageNo: 1,
      }),
    );
    await waitFor(() =>
      expect(
        within(mall.getByRole('table', { name: 'Redemption history' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  });

  it('says when nothing was redeemed yet, and when the mall is closed', async () => {
    await renderPointMall({ 'rewards.pointMall': () => pointMall({ enabled: false }) });
    const mall = await centre();
    expect(await mall.findByText('The point mall is closed')).toBeInTheDocument();
    expect(await mall.findByText('No redemptions yet.')).toBeInTheDocument();
    expect(mall.queryByRole('table', { name: 'Rewards for points' })).not.toBeInTheDocument();
  });

  it('offers a retry when the mall cannot be loaded', async () => {
    let fails = true;
    const { user } = await renderPointMall({
      'rewards.pointMall': () =>
        fails ? Promise.reject(apiError({ key: 'unknown_error' }, 500)) : pointMall(),
    });
    const mall = await centre();
    expect(await mall.findByText('The point mall could not be loaded.')).toBeInTheDocument();
    fails = false;
    await user.click(mall.getByRole('button', { name: 'Try again' }));
    expect(await mall.findByRole('table', { name: 'Rewards for points' })).toBeInTheDocument();
  });
});

describe('redeeming a reward', () => {
  it('asks a quantity within the stock and the points, the payment password and a confirmation, then redeems once', async () => {
    const { api, user } = await renderPointMall();
    const mall = await centre();
    await user.click(await mall.findByRole('button', { name: 'Redeem Dinner voucher' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Dinner voucher' }));
    const quantity = await dialog.findByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.type(dialog.getByLabelText('Payment password'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText('Enter a whole number from 1 to 4.')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(dialog.getByText('Total: 6,000 points')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Redeem points?' }));
    expect(confirm.getByText('Redeem 2 × Dinner voucher for 6,000 points?')).toBeInTheDocument();
    expect(api.callsTo('rewards.redeem')).toHaveLength(0);
    const pointReads = api.callsTo('rewards.points').length;

    await user.click(confirm.getByRole('button', { name: 'Redeem now' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Redeem Dinner voucher' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('rewards.redeem')).toHaveLength(1);
    expect(api.callsTo('rewards.redeem')[0]!.input).toEqual({
      rewardId: 'pr-voucher',
      quantity: 2,
      paymentPassword: '123456',
      requestId: expect.any(String),
    });
    expect(
      await screen.findByText('Redemption of 2 × Dinner voucher sent. It is being processed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('rewards.points').length).toBeGreaterThan(pointReads));
  });

  it('refuses more points than the member has before asking the server', async () => {
    const { api, user } = await renderPointMall({
      'rewards.points': () => ({ points: 2_000, pendingPoints: 0 }),
    });
    const mall = await centre();
    await waitFor(() => expect(mall.getByTestId('points-balance')).toHaveTextContent('2,000'));
    await user.click(mall.getByRole('button', { name: 'Redeem Cash ₱10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Cash ₱10' }));
    const quantity = await dialog.findByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(dialog.getByLabelText('Payment password'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText('You do not have enough points for this.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Redeem points?' })).not.toBeInTheDocument();
    expect(api.callsTo('rewards.redeem')).toHaveLength(0);
  });

  it('shows a wrong payment password under the field', async () => {
    const { user } = await renderPointMall({
      'rewards.redeem': () => Promise.reject(apiError({ key: 'payment_password_incorrect' })),
    });
    const mall = await centre();
    await user.click(await mall.findByRole('button', { name: 'Redeem Cash ₱10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Cash ₱10' }));
    await user.type(await dialog.findByLabelText('Payment password'), '654321');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    await user.click(await screen.findByRole('button', { name: 'Redeem now' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(dialog.getAllByText('The payment password is incorrect.').length).toBeGreaterThan(0);
  });

  it('shows an unknown outcome as pending, never as failed, and asks again under the same requestId', async () => {
    let answered = 0;
    const { api, user } = await renderPointMall({
      'rewards.redeem': () => {
        answered += 1;
        if (answered === 1) return Promise.reject(apiError({ key: 'request_pending' }, 504));
        return redemption();
      },
    });
    const mall = await centre();
    await user.click(await mall.findByRole('button', { name: 'Redeem Cash ₱10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Cash ₱10' }));
    await user.type(await dialog.findByLabelText('Payment password'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('button', { name: 'Redeem now' });
    // Real time runs on; the recheck is brought forward by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(confirm);
    expect(await dialog.findByText(/^Pending — we are checking/)).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Redeem' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(RECHECK_PENDING_MS));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Redeem Cash ₱10' })).not.toBeInTheDocument(),
    );
    const [first, replay] = requestIdsOf(api.callsTo('rewards.redeem'));
    expect(replay).toBe(first);
  });

  it('leads a member without a payment password to set one on the withdraw page', async () => {
    const { user, router } = await renderPointMall(withdrawPageHandlers(false));
    const mall = await centre();
    await user.click(await mall.findByRole('button', { name: 'Redeem Cash ₱10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Cash ₱10' }));
    expect(await dialog.findByText('Set a payment password first')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Payment password')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(new URLSearchParams(router.location.search).get('centre')).toBe('withdraw'));
  });

  it('reads the settings again when the server says no payment password is set', async () => {
    let hasPaymentPassword = true;
    const { user } = await renderPointMall({
      'wallet.withdrawSettings': () => withdrawSettings(hasPaymentPassword),
      'rewards.redeem': () => {
        hasPaymentPassword = false;
        return Promise.reject(apiError({ key: 'payment_password_not_set' }));
      },
    });
    const mall = await centre();
    await user.click(await mall.findByRole('button', { name: 'Redeem Cash ₱10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Cash ₱10' }));
    await user.type(await dialog.findByLabelText('Payment password'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    await user.click(await screen.findByRole('button', { name: 'Redeem now' }));
    expect(await dialog.findByRole('button', { name: 'Set payment password' })).toBeInTheDocument();
  });
});

describe('converting points to balance', () => {
  const convertForm = async () =>
    within(await (await centre()).findByRole('form', { name: 'Convert points to balance' }));

  it('keeps to the minimum and the balance, previews the amount, confirms, then converts', async () => {
    const { api, user } = await renderPointMall();
    const form = await convertForm();
    const points = form.getByRole('textbox', { name: /Points to convert/ });
    expect(form.getByText('At least 100 points. 100 points make ₱1.00.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Payment password'), '123456');

    await user.type(points, '50');
    await user.click(form.getByRole('button', { name: 'Convert' }));
    expect(
      await form.findByText('That is fewer points than the minimum you can convert.'),
    ).toBeInTheDocument();

    await user.clear(points);
    await user.type(points, '20000');
    await user.click(form.getByRole('button', { name: 'Convert' }));
    expect(await form.findByText('You do not have enough points for this.')).toBeInTheDocument();

    await user.clear(points);
    await user.type(points, '250');
    expect(form.getByTestId('convert-preview')).toHaveTextContent('You receive: ₱2.50');
    await user.click(form.getByRole('button', { name: 'Convert' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Convert points?' }));
    expect(confirm.getByText('Convert 250 points into ₱2.50 in your main wallet?')).toBeInTheDocument();
    expect(api.callsTo('rewards.convert')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Convert now' }));

    expect(
      await form.findByText('250 points converted: ₱2.50 added to your main wallet.'),
    ).toBeInTheDocument();
    expect(api.callsTo('rewards.convert')).toHaveLength(1);
    expect(api.callsTo('rewards.convert')[0]!.input).toEqual({
      points: 250,
      paymentPassword: '123456',
      requestId: expect.any(String),
    });
    expect(points).toHaveValue('');
  });

  it('has no conversion when the merchant offers none', async () => {
    await renderPointMall({ 'rewards.pointMall': () => pointMall({ conversion: null }) });
    const mall = await centre();
    await mall.findByRole('table', { name: 'Rewards for points' });
    expect(mall.queryByRole('form', { name: 'Convert points to balance' })).not.toBeInTheDocument();
  });
});
