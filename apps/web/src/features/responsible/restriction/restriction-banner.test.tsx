import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { rgOverview } from '../test/rg-fixtures';

describe('the restricted member banner', () => {
  it('says why and until when on every page, and leads to the responsible gaming page', async () => {
    const until = Date.UTC(2026, 11, 8, 2, 0);
    const restriction = { kind: 'self_exclusion' as const, since: 0, until };
    const { user, router } = await renderApp({
      path: '/promotions',
      handlers: {
        'session.me': () => session(member({ restriction })),
        'responsible.overview': () => rgOverview([], { restriction }),
      },
    });
    const banner = within(await screen.findByRole('region', { name: 'Account restriction' }));
    expect(
      banner.getByText(
        'You have excluded yourself from play until 08/12/2026 10:00: until then you cannot play, deposit or claim rewards. You can still withdraw your balance and read your records.',
      ),
    ).toBeInTheDocument();
    await user.click(banner.getByRole('link', { name: 'Responsible gaming settings' }));
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('heading', { name: 'Your account now' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/promotions');
    expect(router.location.search).toBe('?centre=responsible-gaming');
  });

  it('is not there for a member without a restriction', async () => {
    await renderApp({ path: '/', handlers: { 'session.me': () => session(member()) } });
    expect(await screen.findByTestId('header-account')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account restriction' })).not.toBeInTheDocument();
  });
});
