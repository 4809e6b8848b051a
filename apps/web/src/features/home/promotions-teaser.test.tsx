import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('home promotions teaser', () => {
  it("shows the first three of the layout's promotions, each linking to its page on /promotions", async () => {
    await renderApp({
      handlers: {
        'content.layoutPromotions': () => ({
          items: ['a', 'b', 'c', 'd'].map((id) => ({
            id,
            title: `Promo ${id}`,
            imageUrl: null,
            startDate: Date.UTC(2025, 4, 1),
            endDate: null,
          })),
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Latest promotions' });
    const links = await within(section).findAllByRole('link', { name: /Promo/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/promotions#announcement-a',
      '/promotions#announcement-b',
      '/promotions#announcement-c',
    ]);
    // The link to the rest says where it leads (Lighthouse flags a bare "View all").
    expect(within(section).getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });
});

describe('home hero', () => {
  it('offers register and login to visitors', async () => {
    await renderApp();
    const hero = await screen.findByRole('region', { name: 'Welcome to Lucky Pavilion' });
    expect(within(hero).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/register');
    expect(within(hero).getByRole('link', { name: 'Log in to play' })).toHaveAttribute('href', '/login');
  });

  it('offers promotions to members', async () => {
    await renderApp({ handlers: { 'session.me': () => session(member()) } });
    const hero = await screen.findByRole('region', { name: 'Welcome to Lucky Pavilion' });
    expect(await within(hero).findByRole('link', { name: 'See the latest promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(hero).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });
});
