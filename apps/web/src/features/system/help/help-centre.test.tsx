import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { THelpTopic } from '@site/contracts/api';
import { renderApp } from '../../../test/render-app';

const TOPICS: THelpTopic[] = [
  { id: 'about', title: 'About us', html: '<p>We are a site.</p>', accent: '#1f6f5c', entries: [] },
  {
    id: 'faq',
    title: 'Frequently asked questions',
    html: '<p>Answers.</p>',
    accent: null,
    entries: [{ title: 'I forgot my password', html: '<p>Press forgot password.</p>' }],
  },
];

const handlers = { 'system.helpCentre': () => ({ topics: TOPICS }) };

describe('the help centre', () => {
  it('opens from a footer link on its topic, moves between topics, and closes to home', async () => {
    const { user, router } = await renderApp({ handlers });
    await user.click(await screen.findByRole('link', { name: 'Frequently asked questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(router.location.pathname).toBe('/help');
    expect(router.location.hash).toBe('#faq');
    expect(await within(dialog).findByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    expect(within(dialog).getByText('I forgot my password')).toBeVisible();

    await user.click(within(dialog).getByRole('link', { name: 'About us' }));
    expect(await within(dialog).findByRole('heading', { name: 'About us' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(router.location.hash).toBe('#about');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help centre' })).toBeNull());
  });

  it('shows the first topic for an unknown hash', async () => {
    await renderApp({ path: '/help#nothing', handlers });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('heading', { name: 'About us' })).toBeVisible();
  });

  it('offers a retry when the help centre cannot be loaded', async () => {
    await renderApp({
      path: '/help#faq',
      handlers: {
        'system.helpCentre': () => {
          throw new Error('down');
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByText('The help centre could not be loaded.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
