import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('footer game providers', () => {
  it('shows each provider logo, named', async () => {
    await renderApp({
      handlers: {
        'games.providers': () => ({
          providers: [
            { vassalage: 'PG', displayName: 'PG Soft', logoUrl: '/static/vendors/PG.svg' },
            { vassalage: 'IBC', displayName: 'IBC Sports', logoUrl: null },
          ],
        }),
      },
    });
    const providers = within(await screen.findByRole('list', { name: 'Game providers' }));
    expect(providers.getAllByRole('listitem')).toHaveLength(2);
    expect(providers.getByRole('img', { name: 'PG Soft' })).toHaveAttribute('src', '/static/vendors/PG.svg');
  });

  it('shows two rows of logos and the rest on "Show all"', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      vassalage: `V${index}`,
      displayName: `Vendor ${index}`,
      logoUrl: null,
    }));
    const { user } = await renderApp({ handlers: { 'games.providers': () => ({ providers: many }) } });
    const list = await screen.findByRole('list', { name: 'Game providers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    const toggle = screen.getByRole('button', { name: 'Show all 20 providers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show fewer providers' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(16);
  });

  it('offers a retry when the providers fail to load', async () => {
    let calls = 0;
    const { user } = await renderApp({
      handlers: {
        'games.providers': () => {
          calls += 1;
          if (calls === 1) throw apiError({ key: 'unknown_error' }, 502);
          return { providers: [{ vassalage: 'PG', displayName: 'PG Soft', logoUrl: null }] };
        },
      },
    });
    expect(await screen.findByText('The game providers could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Game providers' })).toBeInTheDocument();
  });
});
