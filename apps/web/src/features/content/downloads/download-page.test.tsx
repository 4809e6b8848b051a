import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../components/qr-code/qr-code';
import { renderApp } from '../../../test/render-app';

const ANDROID = 'https://download.lucky.example/android';

describe('the download page', () => {
  it('opens from the footer and shows each app with a QR code for phones and a link for all', async () => {
    const { user, router } = await renderApp({
      handlers: {
        'content.downloads': () => ({
          apps: [
            { platform: 'ANDROID', url: ANDROID, version: '3.8.2', minOsVersion: 'Android 8.0' },
            {
              platform: 'WINDOWS',
              url: 'https://download.lucky.example/win',
              version: null,
              minOsVersion: null,
            },
          ],
        }),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'App download' }));
    await waitFor(() => expect(router.location.pathname).toBe('/down'));
    const android = await screen.findByTestId('download-android');
    expect(within(android).getByRole('heading', { name: 'Android' })).toBeVisible();
    const qr = within(android).getByRole('img', { name: 'QR code to download the Android app' });
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(ANDROID).path);
    expect(within(android).getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      ANDROID,
    );
    expect(within(android).getByText('3.8.2')).toBeVisible();
    const windows = screen.getByTestId('download-windows');
    expect(within(windows).queryByRole('img')).toBeNull();
    expect(within(windows).getByRole('link', { name: /Download for Windows/ })).toBeVisible();
  });

  it('says so when no app is offered', async () => {
    await renderApp({ path: '/down', handlers: { 'content.downloads': () => ({ apps: [] }) } });
    expect(await screen.findByText('No apps are offered right now.')).toBeVisible();
  });
});
