import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('the responsible gaming page', () => {
  it('explains the tools, the signs, where to get help and family exclusion; a visitor is asked to log in', async () => {
    await renderApp({ path: '/responsible-gaming' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeInTheDocument();
    for (const heading of [
      'Tools to stay in control',
      'Signs that gambling may be causing harm',
      'Check yourself: the Problem Gambling Severity Index',
      'Where to get help',
      'Family exclusion',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to set your limits' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '1553' })).toHaveAttribute('href', 'tel:1553');
    expect(screen.getByRole('link', { name: '0917-899-8727' })).toHaveAttribute('href', 'tel:+639178998727');
    expect(screen.getByText(/national database of restricted persons/)).toBeInTheDocument();
  });

  it('scores the nine PGSI questions and explains the band', async () => {
    const { user } = await renderApp({ path: '/responsible-gaming' });
    const questions = await screen.findAllByRole('group', { name: /\?$/ });
    expect(questions).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'See my score' }));
    expect(await screen.findByText('Answer all nine questions to see your score.')).toBeInTheDocument();

    const scores = [
      'Sometimes',
      'Most of the time',
      'Never',
      'Never',
      'Sometimes',
      'Never',
      'Never',
      'Never',
      'Never',
    ];
    for (const [index, answer] of scores.entries())
      await user.click(within(questions[index]!).getByRole('radio', { name: answer }));
    await user.click(screen.getByRole('button', { name: 'See my score' }));
    const score = await screen.findByText('Your score: 4 of 27, Moderate risk (score 3–7).');
    expect(score.closest('[role="status"]')).toHaveTextContent(/Set limits or take a time-out/);
  });

  it("opens a member's own settings in the member centre", async () => {
    const { user, router } = await renderApp({
      path: '/responsible-gaming',
      handlers: {
        'session.me': () => session(member()),
        'responsible.overview': () => ({ limits: [], realityCheckSeconds: 0, restriction: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open my responsible gaming settings' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(router.location.search).toBe('?centre=responsible-gaming');
  });
});
