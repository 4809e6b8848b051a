import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOutputOf } from '../test/fake-api';
import { apiError } from '../test/fake-api';
import { siteStatus } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('start-up gate', () => {
  it('shows only a loader until the site status answers, then the app', async () => {
    let answer: (value: TOutputOf<'system.status'>) => void = () => {};
    const pending = new Promise<TOutputOf<'system.status'>>((resolve) => {
      answer = resolve;
    });
    await renderApp({ handlers: { 'system.status': () => pending } });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    answer(siteStatus());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('status 1 shows the maintenance screen with customer service', async () => {
    await renderApp({ handlers: { 'system.status': () => siteStatus({ status: 1 }) } });
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/under maintenance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://chat.example/live',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('status 2 shows the region-blocked screen with the visitor IP the upstream located', async () => {
    let locate: (value: TOutputOf<'system.location'>) => void = () => {};
    const located = new Promise<TOutputOf<'system.location'>>((resolve) => {
      locate = resolve;
    });
    await renderApp({
      handlers: {
        'system.status': () => siteStatus({ status: 2, ip: '198.51.100.23' }),
        'system.location': () => located,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    // The start-up status's reading until the location call answers.
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('198.51.100.23');
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    locate({ ip: '198.51.100.24', regionRestriction: true });
    await waitFor(() => expect(screen.getByTestId('visitor-ip')).toHaveTextContent('198.51.100.24'));
  });

  it('paints the browser bars in the template colour and tells analytics of each page view', async () => {
    const { api, router } = await renderApp({
      handlers: {
        'system.template': () => ({ templateCode: 'TEAL', themeColour: '#123456', accentColour: '#2fd5c0' }),
      },
    });
    await waitFor(() =>
      expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#123456'),
    );
    await waitFor(() =>
      expect(api.callsTo('system.collect').map((call) => call.input)).toEqual([{ path: '/' }]),
    );
    await router.navigate('/promotions?token=secret#top');
    await waitFor(() =>
      expect(api.callsTo('system.collect').map((call) => call.input)).toEqual([
        { path: '/' },
        { path: '/promotions' },
      ]),
    );
  });

  it('drops a beacon that fails without telling the visitor', async () => {
    const { api } = await renderApp({
      handlers: { 'system.collect': () => Promise.reject(apiError({ key: 'in_network_again' }, 502)) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('system.collect')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    const { api, user } = await renderApp({
      handlers: { 'system.status': () => Promise.reject(apiError({ key: 'in_network_again' }, 502)) },
    });
    expect(await screen.findByText('The network link is abnormal. Please try again.')).toBeInTheDocument();

    api.setHandler('system.status', () => siteStatus());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' }),
    ).toBeInTheDocument();
  });

  it("starts in the merchant's default language when none is stored", async () => {
    await renderApp({
      handlers: {
        'system.status': () => siteStatus({ site: { ...siteStatus().site, defaultLanguage: 'TY' } }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maligayang pagdating sa Lucky Pavilion' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('tl'));
  });
});
