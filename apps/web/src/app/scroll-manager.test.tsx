import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotion } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('scrolling on navigation', () => {
  it('scrolls to the element named by the hash once it has rendered', async () => {
    await renderApp({
      path: '/promotions#promotion-p1',
      handlers: { 'rewards.promotions': () => ({ items: [promotion()], personal: false }) },
    });
    const card = await screen.findByRole('article', { name: 'Welcome bonus 100%' });
    await waitFor(() => expect(card.scrollIntoView).toHaveBeenCalled());
  });

  it('scrolls to the top on a page change but not when a dialog route opens', async () => {
    const { router, user } = await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' });
    // The page's scroll to the top, not a dialog's scroll lock putting the page back where it was.
    const scrollsToTop = () =>
      (window.scrollTo as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter(
        ([options]) => typeof options === 'object',
      ).length;
    // The first page's own scroll to the top may come after its heading: count from after it.
    await waitFor(() => expect(scrollsToTop()).toBeGreaterThan(0));
    const before = scrollsToTop();
    await user.click(screen.getByRole('link', { name: 'Log in to play' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.location.pathname).toBe('/login');
    expect(scrollsToTop()).toBe(before);

    await router.navigate('/promotions');
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' }));
  });
});
