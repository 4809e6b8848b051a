import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { ResponsibleGamingPage } from '../responsible-gaming-page';
import { NEXT_MIDNIGHT, rgLimit, rgOverview } from '../test/rg-fixtures';

const EFFECTIVE = Date.UTC(2026, 10, 30, 6, 15); // 30/11/2026 14:15 in the merchant's time

const limitRegion = async (name: string) => within(await screen.findByRole('region', { name }));

describe('responsible gaming limits', () => {
  it('shows each limit in force with what it used, a meter and when it resets', async () => {
    await renderPage(<ResponsibleGamingPage />, {
      handlers: {
        'responsible.overview': () =>
          rgOverview([
            rgLimit({ value: 500_000, used: 120_000 }),
            rgLimit({ type: 'play_time', period: 'day', value: 90, used: 30 }),
          ]),
      },
    });
    const deposit = await limitRegion('Daily deposit limit');
    expect(deposit.getByText('In force').nextSibling).toHaveTextContent('₱5,000.00');
    expect(deposit.getByText('Used today').nextSibling).toHaveTextContent('₱1,200.00');
    expect(deposit.getByText('Resets').nextSibling).toHaveTextContent('30/11/2026 00:00');
    expect(deposit.getByRole('progressbar', { name: 'Daily deposit limit used' })).toHaveAttribute(
      'aria-valuetext',
      '₱1,200.00 of ₱5,000.00',
    );
    const playTime = await limitRegion('Daily play time limit');
    expect(playTime.getByText('In force').nextSibling).toHaveTextContent('90 min');
    const weeklyLoss = await limitRegion('Weekly loss limit');
    expect(weeklyLoss.getByText('No limit')).toBeInTheDocument();
    expect(weeklyLoss.queryByRole('progressbar')).not.toBeInTheDocument();
    // Deposit, loss and wager per day, week and month, and daily play time.
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(10);
  });

  it('shows a waiting raise with its date; Confirm only once it is due, Cancel change at any time', async () => {
    const { user, api } = await renderPage(<ResponsibleGamingPage />, {
      handlers: {
        'responsible.overview': () =>
          rgOverview([
            rgLimit({
              value: 500_000,
              used: 0,
              pending: { value: 800_000, effectiveAt: EFFECTIVE, confirmable: false },
            }),
            rgLimit({
              type: 'wager',
              period: 'week',
              value: 1_000_000,
              pending: { value: null, effectiveAt: EFFECTIVE, confirmable: true },
            }),
          ]),
        'responsible.cancelLimitChange': ({ type, period }) => ({
          limit: rgLimit({ type, period, value: 500_000 }),
        }),
        'responsible.confirmLimit': ({ type, period }) => ({ limit: rgLimit({ type, period, value: null }) }),
      },
    });
    const deposit = await limitRegion('Daily deposit limit');
    expect(
      deposit.getByText('₱8,000.00 from 30/11/2026 14:15: until then your current limit holds.'),
    ).toBeInTheDocument();
    expect(deposit.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(deposit.getByRole('button', { name: 'Cancel change' }));
    expect(
      await deposit.findByText('The change was cancelled: your daily deposit limit stays as it is.'),
    ).toBeInTheDocument();
    expect(api.callsTo('responsible.cancelLimitChange')[0]?.input).toEqual({
      type: 'deposit',
      period: 'day',
    });

    const wager = await limitRegion('Weekly wager limit');
    expect(
      wager.getByText('No limit from 30/11/2026 14:15: until then your current limit holds.'),
    ).toBeInTheDocument();
    await user.click(wager.getByRole('button', { name: 'Confirm' }));
    expect(await wager.findByText('Done: your weekly wager limit is removed.')).toBeInTheDocument();
    expect(api.callsTo('responsible.confirmLimit')[0]?.input).toEqual({ type: 'wager', period: 'week' });
  });

  it('sets a limit in pesos as minor units, and says when a raise waits 24 hours for a confirmation', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, api } = await renderPage(<ResponsibleGamingPage />, {
      handlers: {
        'responsible.overview': () => rgOverview([rgLimit({ type: 'loss', period: 'week', value: 100_000 })]),
        'responsible.setLimit': () => new Promise((resolve) => (answer = resolve)) as never,
      },
    });
    const loss = await limitRegion('Weekly loss limit');
    await user.click(loss.getByRole('button', { name: 'Change limit' }));
    const field = loss.getByRole('textbox', { name: /New limit \(₱\)/ });
    expect(field).toHaveValue('1000.00');

    await user.clear(field);
    await user.type(field, '12.345');
    await user.click(loss.getByRole('button', { name: 'Save limit' }));
    expect(await loss.findByText(/Enter an amount up to ₱10,000,000.00/)).toBeInTheDocument();
    expect(api.callsTo('responsible.setLimit')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2500.50');
    await user.click(loss.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(api.callsTo('responsible.setLimit')).toHaveLength(1));
    expect(api.callsTo('responsible.setLimit')[0]?.input).toEqual({
      type: 'loss',
      period: 'week',
      value: 250_050,
    });
    expect(loss.getByRole('button', { name: 'Save limit' })).toBeDisabled();
    expect(loss.getByRole('button', { name: 'Remove limit' })).toBeDisabled();

    answer({
      applied: 'pending',
      limit: rgLimit({
        type: 'loss',
        period: 'week',
        value: 100_000,
        pending: { value: 250_050, effectiveAt: EFFECTIVE, confirmable: false },
      }),
    });
    expect(
      await loss.findByText(
        'Your new weekly loss limit of ₱2,500.50 waits 24 hours. From 30/11/2026 14:15 you can confirm it here; until then your current limit holds.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('sets a play time limit in minutes that applies at once, and shows a refusal in the form', async () => {
    const { user, api } = await renderPage(<ResponsibleGamingPage />, {
      handlers: {
        'responsible.overview': () => rgOverview(),
        'responsible.setLimit': ({ value }) => {
          if (value === 2000)
            throw apiError({ key: 'validation_failed', fieldErrors: { value: 'validation.invalid' } });
          return {
            applied: 'now',
            limit: rgLimit({ type: 'play_time', period: 'day', value, resetsAt: NEXT_MIDNIGHT }),
          };
        },
      },
    });
    const playTime = await limitRegion('Daily play time limit');
    await user.click(playTime.getByRole('button', { name: 'Set limit' }));
    expect(playTime.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
    const field = playTime.getByRole('textbox', { name: /New limit \(minutes\)/ });
    await user.type(field, '2000');
    await user.click(playTime.getByRole('button', { name: 'Save limit' }));
    expect(await playTime.findByText('Enter whole minutes, from 1 to 1440.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '120');
    await user.click(playTime.getByRole('button', { name: 'Save limit' }));
    expect(await playTime.findByText('Done: your daily play time limit is now 120 min.')).toBeInTheDocument();
    expect(api.callsTo('responsible.setLimit')[0]?.input).toEqual({
      type: 'play_time',
      period: 'day',
      value: 120,
    });
  });

  it('shows a refused confirmation in the user language', async () => {
    const { user } = await renderPage(<ResponsibleGamingPage />, {
      handlers: {
        'responsible.overview': () =>
          rgOverview([
            rgLimit({ value: 1, pending: { value: 2, effectiveAt: EFFECTIVE, confirmable: true } }),
          ]),
        'responsible.confirmLimit': () => {
          throw apiError({ key: 'limit_change_not_due' });
        },
      },
    });
    const deposit = await limitRegion('Daily deposit limit');
    await user.click(deposit.getByRole('button', { name: 'Confirm' }));
    expect(
      await deposit.findByText('This change cannot be confirmed yet: its 24-hour wait has not passed.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('saves the reality check interval', async () => {
    const { user, api } = await renderPage(<ResponsibleGamingPage />, {
      handlers: {
        'responsible.overview': () => rgOverview([], { realityCheckSeconds: 1800 }),
        'responsible.setRealityCheck': ({ intervalMinutes }) => ({
          realityCheckSeconds: intervalMinutes * 60,
        }),
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Reality check' });
    expect(select).toHaveValue('30');
    await user.selectOptions(select, 'Every 45 minutes');
    await user.click(screen.getByRole('button', { name: 'Save reality check' }));
    expect(await screen.findByText('Saved: a reality check every 45 minutes.')).toBeInTheDocument();
    expect(api.callsTo('responsible.setRealityCheck')[0]?.input).toEqual({ intervalMinutes: 45 });
  });
});
