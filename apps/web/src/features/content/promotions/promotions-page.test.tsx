import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { promotion } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('promotions page', () => {
  it('lists promotions with their period and sanitised details on demand', async () => {
    const { user } = await renderApp({
      path: '/promotions',
      handlers: {
        'content.promotions': () => ({
          items: [
            promotion({
              startDate: new Date(2025, 0, 1).getTime(),
              endDate: new Date(2025, 11, 31).getTime(),
              contentHtml: '<p>Double <b>bonus</b></p><img src=x onerror=alert(1)><script>alert(2)</script>',
            }),
            promotion({ id: 'p2', title: 'Daily rebate', startDate: null, endDate: null, noExpiry: true }),
          ],
        }),
      },
    });
    const first = await screen.findByRole('article', { name: 'Welcome bonus 100%' });
    expect(within(first).getByText('01/01/2025 – 31/12/2025')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Daily rebate' })).getByText('No expiry'),
    ).toBeInTheDocument();

    const toggle = within(first).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(first).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(first).getByText('bonus')).toBeInTheDocument();
    expect(first.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('has an empty state', async () => {
    await renderApp({ path: '/promotions' });
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });

  it('has an error state with retry', async () => {
    const { api, user } = await renderApp({
      path: '/promotions',
      handlers: { 'content.promotions': () => Promise.reject(apiError({ key: 'system_busy' }, 500)) },
    });
    expect(await screen.findByText('Promotions could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The system is busy. Please try again shortly.')).toBeInTheDocument();
    api.setHandler('content.promotions', () => ({ items: [promotion()] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
  });
});
