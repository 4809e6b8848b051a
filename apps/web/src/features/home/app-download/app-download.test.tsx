import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../components/qr-code/qr-code';
import { siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { appLinks } from './app-links';

const ANDROID_URL = 'https://download.lucky.example/android/lucky.apk';
const IOS_URL = 'https://download.lucky.example/ios';

describe('appLinks', () => {
  it('takes the Android and iOS resources whatever their case, else the /down page', () => {
    const origin = 'https://lucky.example';
    expect(
      appLinks(
        [
          { resourceType: 'Android', url: ANDROID_URL, name: 'Android' },
          { resourceType: 'IOS', url: IOS_URL, name: 'iOS' },
        ],
        origin,
      ),
    ).toEqual([
      { platform: 'android', url: ANDROID_URL },
      { platform: 'ios', url: IOS_URL },
    ]);
    expect(appLinks([{ resourceType: 'ios', url: 'javascript:alert(1)', name: 'x' }], origin)).toEqual([
      { platform: 'android', url: 'https://lucky.example/down' },
      { platform: 'ios', url: 'https://lucky.example/down' },
    ]);
  });
});

describe('qrPath', () => {
  it('draws a square code, different for different links', () => {
    const android = qrPath(ANDROID_URL);
    expect(android.size).toBeGreaterThanOrEqual(21);
    expect((android.size - 21) % 4).toBe(0);
    expect(android.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(qrPath(IOS_URL).path).not.toBe(android.path);
  });
});

describe('home app download block', () => {
  it('renders a QR code per app resource, linking to it', async () => {
    await renderApp({
      handlers: {
        'system.status': () =>
          siteStatus({
            resources: [
              { resourceType: 'Android', url: ANDROID_URL, name: 'Android' },
              { resourceType: 'IOS', url: IOS_URL, name: 'iOS' },
            ],
          }),
      },
    });
    const block = within(await screen.findByRole('region', { name: 'Take Lucky Pavilion with you' }));
    const androidQr = block.getByRole('img', { name: 'QR code to download the Android app' });
    const iosQr = block.getByRole('img', { name: 'QR code to download the iOS app' });
    expect(androidQr.tagName.toLowerCase()).toBe('svg');
    expect(androidQr).toHaveAttribute('data-value', ANDROID_URL);
    expect(androidQr).toHaveAttribute('width', '80');
    expect(iosQr).toHaveAttribute('data-value', IOS_URL);
    expect(block.getByRole('link', { name: /Download for Android/ })).toHaveAttribute('href', ANDROID_URL);
    const ios = block.getByRole('link', { name: /Download for iOS/ });
    expect(ios).toHaveAttribute('href', IOS_URL);
    expect(ios).toHaveAttribute('target', '_blank');
    expect(ios.getAttribute('rel')).toContain('noopener');
  });

  it('points both codes at the /down page when the merchant has no app links', async () => {
    await renderApp();
    const block = within(await screen.findByTestId('home-app-download'));
    const expected = `${window.location.origin}/down`;
    expect(block.getByRole('img', { name: /Android/ })).toHaveAttribute('data-value', expected);
    expect(block.getByRole('img', { name: /iOS/ })).toHaveAttribute('data-value', expected);
  });
});
