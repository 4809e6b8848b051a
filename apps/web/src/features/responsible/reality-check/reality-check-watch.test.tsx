import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInTopLayer } from '../../../components/modal/top-layer';
import { member, session } from '../../../test/fixtures';
import { game, gamePage } from '../../../test/games-fixtures';
import { bet, pageOfRows } from '../../../test/records-fixtures';
import { renderApp } from '../../../test/render-app';
import { renderPage } from '../../../test/render-page';
import { playSession } from '../test/rg-fixtures';
import { RealityCheckWatch } from './reality-check-watch';
import { acknowledge, checksDueBy, formatPlayed, nextCheck, readAcknowledged } from './schedule';

const MINUTE = 60_000;

describe('the reality check schedule', () => {
  it('counts from the session start and resumes after the checks acknowledged', () => {
    const startedAt = Date.UTC(2026, 10, 30, 2, 0);
    const interval = 15 * MINUTE;
    expect(nextCheck(startedAt, interval)).toEqual({ k: 1, dueAt: startedAt + interval });
    expect(checksDueBy(startedAt, interval, startedAt + 44 * MINUTE)).toBe(2);
    // Acknowledged late (the tab slept): the checks that fell due meanwhile count as seen.
    acknowledge(startedAt, interval, 1, startedAt + 47 * MINUTE);
    expect(readAcknowledged(startedAt)).toBe(3);
    expect(nextCheck(startedAt, interval)).toEqual({ k: 4, dueAt: startedAt + 60 * MINUTE });
    // Another play session starts again from the first.
    expect(readAcknowledged(startedAt + 1)).toBe(0);
    expect(formatPlayed(75 * MINUTE + 59_000)).toBe('01:15');
  });
});

describe('the reality check over a game', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens at each interval from the session start with the time played and the net result, fresh', async () => {
    const startedAt = Date.now() - 14 * MINUTE;
    let net = -25_000;
    const onStop = vi.fn();
    const { api, user } = await renderPage(
      <RealityCheckWatch isInDialog={false} onStop={onStop} onShowHistory={vi.fn()} />,
      {
        handlers: {
          'responsible.playSession': () => playSession({ startedAt, netMinor: net, wageredMinor: 120_000 }),
        },
      },
    );
    await waitFor(() => expect(api.callsTo('responsible.playSession')).toHaveLength(1));

    await act(async () => vi.advanceTimersByTime(MINUTE - 2_000));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(3_000));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reality check' }));
    expect(dialog.getByText('You have played for 00:15 (hh:mm) this session.')).toBeInTheDocument();
    expect(await dialog.findByText('You are down ₱250.00 this session.')).toBeInTheDocument();
    expect(dialog.getByText('Total bets this session: ₱1,200.00.')).toBeInTheDocument();
    // Read again as it opened.
    expect(api.callsTo('responsible.playSession')).toHaveLength(2);

    net = 5_000;
    await user.click(dialog.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(window.sessionStorage.getItem('REALITY_CHECK') ?? 'null')).toEqual({
      startedAt,
      count: 1,
    });

    await act(async () => vi.advanceTimersByTime(15 * MINUTE));
    const again = within(await screen.findByRole('dialog', { name: 'Reality check' }));
    expect(again.getByText('You have played for 00:30 (hh:mm) this session.')).toBeInTheDocument();
    expect(await again.findByText('You are up ₱50.00 this session.')).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('keeps its schedule over a reload: a check acknowledged is not asked again', async () => {
    const startedAt = Date.now() - 16 * MINUTE;
    window.sessionStorage.setItem('REALITY_CHECK', JSON.stringify({ startedAt, count: 1 }));
    const { api } = await renderPage(
      <RealityCheckWatch isInDialog={false} onStop={vi.fn()} onShowHistory={vi.fn()} />,
      { handlers: { 'responsible.playSession': () => playSession({ startedAt }) } },
    );
    await waitFor(() => expect(api.callsTo('responsible.playSession')).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(13 * MINUTE));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2 * MINUTE));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('over a game page, waits while another dialog is up', async () => {
    const startedAt = Date.now() - 15 * MINUTE - 1_000;
    const other = document.createElement('dialog');
    document.body.append(other);
    const leave = openInTopLayer(other);
    const { api } = await renderPage(
      <RealityCheckWatch isInDialog={false} onStop={vi.fn()} onShowHistory={vi.fn()} />,
      { handlers: { 'responsible.playSession': () => playSession({ startedAt }) } },
    );
    await waitFor(() => expect(api.callsTo('responsible.playSession')).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    act(() => leave());
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    other.remove();
  });

  it('stays away when the member turned it off', async () => {
    const { api } = await renderPage(
      <RealityCheckWatch isInDialog={false} onStop={vi.fn()} onShowHistory={vi.fn()} />,
      {
        handlers: {
          'responsible.playSession': () =>
            playSession({ startedAt: Date.now() - 60 * MINUTE, realityCheckSeconds: 0 }),
        },
      },
    );
    await waitFor(() => expect(api.callsTo('responsible.playSession')).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(60 * MINUTE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the reality check over the game popup', () => {
  const dragon = game({ nodeId: 'n1', gameId: 'g1', vassalage: 'PG', name: 'Lucky Dragon' });
  const handlers = {
    'session.me': () => session(member()),
    'games.list': () => gamePage([dragon]),
    'games.launch': () => ({ url: '/games/play/slot?launch=abc' }),
    // The first check fell due a minute ago: it opens as soon as the game does.
    'responsible.playSession': () => playSession({ startedAt: Date.now() - 16 * MINUTE }),
  };

  const startDragon = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
    const tile = within(await screen.findByRole('article', { name: 'Lucky Dragon' }));
    await user.click(tile.getByRole('button', { name: 'Start now' }));
    const popup = await screen.findByRole('dialog', { name: 'Lucky Dragon' });
    // One modal at a time: the check is an alert inside the game's popup, and the game behind it is inert.
    const check = await within(popup).findByRole('alertdialog', { name: 'Reality check' }, { timeout: 5000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(popup.querySelector('iframe')?.closest('[inert]')).not.toBeNull();
    return within(check);
  };

  it('opens over the playing game, and "Stop playing" closes the game', async () => {
    const { user } = await renderApp({ path: '/hot', handlers });
    const check = await startDragon(user);
    await user.click(check.getByRole('button', { name: 'Stop playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"See my betting history" closes the game and opens the betting records', async () => {
    const { user, router } = await renderApp({
      path: '/hot',
      handlers: {
        ...handlers,
        'records.bets': () => ({
          ...pageOfRows([bet()]),
          summary: { betAmount: 1000, winAmount: 1500, netAmount: 500 },
        }),
      },
    });
    const check = await startDragon(user);
    await user.click(check.getByRole('button', { name: 'See my betting history' }));
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('heading', { name: 'Betting history', level: 3 })).toBeInTheDocument();
    expect(new URLSearchParams(router.location.search).get('centre')).toBe('bets');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Lucky Dragon' })).not.toBeInTheDocument(),
    );
  });
});
