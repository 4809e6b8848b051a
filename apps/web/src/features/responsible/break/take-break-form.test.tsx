import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { rgOverview } from '../test/rg-fixtures';

/** 1 December 2026, 10:00 in the merchant's time. */
const NOW = Date.UTC(2026, 11, 1, 2, 0);

const renderBreak = (handlers = {}) =>
  renderApp({
    path: '/?centre=responsible-gaming',
    handlers: {
      'session.me': () => session(member()),
      'responsible.overview': () => rgOverview(),
      ...handlers,
    },
  });

const breakSection = async () => within(await screen.findByRole('region', { name: 'Take a break' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('take a break', () => {
  it('needs the password and the box ticked before it asks', async () => {
    const { user, api } = await renderBreak();
    const section = await breakSection();
    await user.click(section.getByRole('button', { name: 'Take a break' }));
    expect(await section.findByText('Tick the box to confirm you understand.')).toBeInTheDocument();
    expect(section.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.queryByRole('dialog', { name: 'Start your break?' })).not.toBeInTheDocument();
    expect(api.callsTo('responsible.takeBreak')).toHaveLength(0);
  });

  it('confirms with the end date, then signs out, goes home and says when the break ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const until = Date.UTC(2026, 11, 8, 2, 0);
    const { user, api, router } = await renderBreak({
      'responsible.takeBreak': () => ({ restriction: { kind: 'time_out', since: NOW, until } }),
    });
    const section = await breakSection();
    await user.click(section.getByRole('radio', { name: 'Time-out' }));
    await user.selectOptions(section.getByRole('combobox', { name: 'Length' }), '7 days');
    await user.type(section.getByLabelText(/^Password/), 'secret123');
    await user.click(
      section.getByRole('checkbox', { name: 'I understand this cannot be shortened or undone' }),
    );
    await user.click(section.getByRole('button', { name: 'Take a break' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Start your break?' }));
    expect(dialog.getByText(/Your time-out of 7 days ends on 08\/12\/2026 10:00\./)).toBeInTheDocument();
    api.setHandler('session.me', () => session(null));
    await user.click(dialog.getByRole('button', { name: 'Start my break' }));

    await waitFor(() => expect(api.callsTo('responsible.takeBreak')).toHaveLength(1));
    expect(api.callsTo('responsible.takeBreak')[0]?.input).toEqual({
      kind: 'time_out',
      period: '7d',
      password: 'secret123',
      confirm: true,
    });
    expect(
      await screen.findByText(
        'Your time-out has started and you have been signed out. It ends on 08/12/2026 10:00.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(router.location.pathname).toBe('/');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
  });

  it('offers the self-exclusion periods and shows a refusal', async () => {
    const { user } = await renderBreak({
      'responsible.takeBreak': () => {
        throw apiError({ key: 'break_shorter_than_current' });
      },
    });
    const section = await breakSection();
    await user.click(section.getByRole('radio', { name: 'Self-exclusion' }));
    const length = section.getByRole('combobox', { name: 'Length' });
    expect(
      within(length)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['6 months', '1 year', '5 years']);
    await user.type(section.getByLabelText(/^Password/), 'secret123');
    await user.click(
      section.getByRole('checkbox', { name: 'I understand this cannot be shortened or undone' }),
    );
    await user.click(section.getByRole('button', { name: 'Take a break' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start your break?' }));
    expect(dialog.getByText(/Your self-exclusion of 6 months ends on/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Start my break' }));
    expect(
      await section.findByText(
        'You are already on a longer break. A new break cannot end sooner than the one you are on.',
      ),
    ).toBeInTheDocument();
  });

  it('lets a member whose self-exclusion ended ask to return, and says when play opens', async () => {
    const opens = Date.UTC(2026, 11, 2, 2, 0);
    const { user, api } = await renderBreak({
      'responsible.overview': () =>
        rgOverview([], { restriction: { kind: 'closed', since: NOW, until: null } }),
      'responsible.askToReturn': () => ({ restriction: { kind: 'returning', since: NOW, until: opens } }),
    });
    const status = within(await screen.findByRole('region', { name: 'Your account now' }));
    expect(status.getByText(/play opens 24 hours later/)).toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Ask to return' }));
    expect(
      await status.findByText(
        'You asked to return: play opens on 02/12/2026 10:00. Until then you can withdraw your balance and read your records.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.callsTo('responsible.askToReturn')).toHaveLength(1);
  });
});
