import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamOverview } from '../../../test/agent-fixtures';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('the join page', () => {
  it('opens from the footer and leads a visitor to registration or the agent login', async () => {
    const { user, router } = await renderApp();
    await user.click(await screen.findByRole('link', { name: 'Become an agent' }));
    await waitFor(() => expect(router.location.pathname).toBe('/join'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Become an agent' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How agents are paid' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agent login' })).toHaveAttribute('href', '/agentLogin');
    await user.click(screen.getByRole('link', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });

  it('gives an agent the way into its centre', async () => {
    const { user } = await renderApp({
      path: '/join',
      handlers: {
        'session.me': () => session(member({ type: 1, isAgent: true })),
        'agent.teamOverview': () => teamOverview(),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open the agent centre' }));
    expect(await screen.findByRole('dialog', { name: /Agent centre/i })).toBeVisible();
  });
});
