import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearFirstLogin } from '../features/shared-auth/first-login';
import { changeLanguage } from '../lib/i18n';
import { setRealtimeTransport } from '../lib/realtime';
import { takeUnhandledCalls } from './fake-api';

// Components translate through the app's translator, as in the browser, with English loaded.
await changeLanguage('EN');

// Charts draw on a canvas jsdom does not have: a recording stand-in (test/fake-uplot.ts).
vi.mock('uplot', () => import('./fake-uplot'));

// Lazy chunks (dialogs, pages) compile on first use in the test runner; give them time.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its modal methods: they open and close it here; the top layer
// and the inert page behind it are the browser's, which the e2e tests see.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// jsdom does not implement scrolling; the app only needs the calls to succeed.
beforeEach(() => {
  // No socket in tests: a silent stand-in; live-update tests install their own fake.
  setRealtimeTransport(async () => () => undefined);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom has no layout, so nothing ever resizes; charts only need to observe.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  const unhandled = takeUnhandledCalls();
  if (unhandled.length > 0) {
    throw new Error(
      `The app called procedures this test has no handler for: ${[...new Set(unhandled)].join(', ')}`,
    );
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The language choice's cookie too (lib/language.ts), as a visitor with no earlier visit has none.
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  }
  clearFirstLogin();
  document.body.removeAttribute('style');
});
