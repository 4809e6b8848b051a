import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBanner } from '@site/contracts/api';
import type { TOutputOf } from '../../../test/fake-api';
import { installFakeViewport, preferReducedMotion, setTabHidden } from '../../../test/fake-viewport';
import { banner } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { BannerCarouselView } from './banner-carousel';
import { CAROUSEL_AUTOPLAY_MS } from './use-carousel';

const threeBanners = [
  banner({ id: 'b1', title: 'Welcome bonus', url: '/promotions', linkageType: 'INTERNAL' }),
  banner({ id: 'b2', title: 'Partner offer', url: 'https://partner.example/offer', linkageType: 'EXTERNAL' }),
  banner({ id: 'b3', title: 'Just a picture', url: '/promotions', linkageType: 'NONE' }),
];

const renderCarousel = (banners: readonly TBanner[]) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <BannerCarouselView banners={banners} /> },
      { path: '/promotions', element: <p>Promotions page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const carousel = () => screen.getByRole('region', { name: 'Featured offers' });
/** The title of the banner on show (the others are hidden from assistive technology). */
const shownTitle = () => within(carousel()).getByRole('img').getAttribute('alt');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home banner carousel', () => {
  it('with one banner: no loop, no autoplay, no pagination', () => {
    renderCarousel(threeBanners.slice(0, 1));
    expect(shownTitle()).toBe('Welcome bonus');
    expect(carousel()).toHaveAttribute('data-autoplay', 'false');
    expect(within(carousel()).queryByRole('button')).not.toBeInTheDocument();
    advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(shownTitle()).toBe('Welcome bonus');
  });

  it('with several: advances every 5000 ms and loops from the last to the first', () => {
    renderCarousel(threeBanners);
    expect(carousel()).toHaveAttribute('data-autoplay', 'true');
    expect(shownTitle()).toBe('Welcome bonus');
    advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shownTitle()).toBe('Welcome bonus');
    advance(1);
    expect(shownTitle()).toBe('Partner offer');
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Just a picture');
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Welcome bonus');
  });

  it('goes to the banner of a clicked dot, and the arrows loop both ways', () => {
    renderCarousel(threeBanners);
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show banner 1 of 3',
      'Show banner 2 of 3',
      'Show banner 3 of 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[2]!);
    expect(shownTitle()).toBe('Just a picture');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');

    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownTitle()).toBe('Welcome bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownTitle()).toBe('Just a picture');
  });

  it('holds still while hovered or focused', () => {
    renderCarousel(threeBanners);
    fireEvent.mouseEnter(carousel());
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Welcome bonus');
    fireEvent.mouseLeave(carousel());
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Partner offer');

    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    expect(carousel()).toHaveAttribute('data-autoplay', 'false');
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Partner offer');
  });

  it('does not play by itself for visitors who prefer reduced motion', () => {
    preferReducedMotion();
    renderCarousel(threeBanners);
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Welcome bonus');
    expect(within(carousel()).getAllByRole('button', { name: /Show banner/ })).toHaveLength(3);
  });

  it('waits while scrolled away or while the tab is hidden, and then waits the full time again', () => {
    const viewport = installFakeViewport();
    renderCarousel(threeBanners);
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Welcome bonus');

    viewport.setInView(true);
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Partner offer');

    setTabHidden(true);
    expect(vi.getTimerCount()).toBe(0);
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    setTabHidden(false);
    expect(shownTitle()).toBe('Partner offer');
    advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shownTitle()).toBe('Partner offer');
    advance(1);
    expect(shownTitle()).toBe('Just a picture');
  });

  it('loads the first banner at once with high priority and its size, the others lazily', () => {
    renderCarousel(threeBanners);
    const [first, ...others] = carousel().querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('opens each banner per its linkage type', () => {
    const router = renderCarousel(threeBanners);
    // INTERNAL: a link of the app's router.
    const internal = within(carousel()).getByRole('link', { name: 'Welcome bonus' });
    expect(internal).toHaveAttribute('href', '/promotions');
    expect(internal).not.toHaveAttribute('target');

    // EXTERNAL: a new tab that cannot reach back to the site.
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Show banner 2 of 3' }));
    const external = within(carousel()).getByRole('link', { name: /Partner offer/ });
    expect(external).toHaveAttribute('href', 'https://partner.example/offer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    // NONE: an image only.
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Show banner 3 of 3' }));
    expect(shownTitle()).toBe('Just a picture');
    expect(within(carousel()).queryByRole('link')).not.toBeInTheDocument();

    // Back to the first, and a click navigates without a page load.
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Show banner 1 of 3' }));
    fireEvent.click(within(carousel()).getByRole('link', { name: 'Welcome bonus' }));
    expect(router.state.location.pathname).toBe('/promotions');
    expect(screen.getByText('Promotions page')).toBeInTheDocument();
  });
});

describe('home banner carousel data', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('loads the w_home banners and shows nothing when there are none', async () => {
    const { api } = await renderApp();
    await waitFor(() =>
      expect(api.callsTo('content.banners').map((call) => call.input)).toContainEqual({ group: 'w_home' }),
    );
    await screen.findByTestId('home-notice-marquee');
    expect(screen.queryByTestId('home-banner-carousel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-banner-loading')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, then the banners', async () => {
    let answer: (value: TOutputOf<'content.banners'>) => void = () => undefined;
    const { api } = await renderApp({
      handlers: {
        'content.banners': () =>
          new Promise<TOutputOf<'content.banners'>>((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(await screen.findByTestId('home-banner-loading')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('content.banners')).toHaveLength(1));
    act(() => answer({ items: threeBanners }));
    expect(await screen.findByRole('region', { name: 'Featured offers' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-banner-loading')).not.toBeInTheDocument();
  });
});
