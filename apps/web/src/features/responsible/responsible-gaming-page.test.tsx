import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { rgOverview } from './test/rg-fixtures';

describe('the responsible gaming page in the member centre', () => {
  it('opens from the header and sits in the centre navigation with its sections', async () => {
    const { user, router } = await renderApp({
      path: '/',
      handlers: { 'session.me': () => session(member()), 'responsible.overview': () => rgOverview() },
    });
    await user.click(await screen.findByRole('button', { name: 'Responsible gaming' }));
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('heading', { level: 3, name: 'Responsible gaming' })).toBeInTheDocument();
    expect(new URLSearchParams(router.location.search).get('centre')).toBe('responsible-gaming');
    const nav = within(centre.getByRole('navigation', { name: 'Member centre pages' }));
    expect(
      within(nav.getByRole('list', { name: 'Account' })).getByRole('link', { name: 'Responsible gaming' }),
    ).toHaveAttribute('aria-current', 'page');
    for (const name of ['Limits', 'Reality check', 'Take a break'])
      expect(await centre.findByRole('heading', { level: 4, name })).toBeInTheDocument();
    expect(
      centre.getByRole('link', { name: 'Read more about responsible gaming and where to get help.' }),
    ).toHaveAttribute('href', '/responsible-gaming');
  });

  it('is linked from the footer: the help list and the 21+ notice', async () => {
    await renderApp({ path: '/' });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    expect(footer.getByRole('link', { name: /Gambling can be addictive/ })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  });
});
