import './styles/tokens.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppClients } from './app/clients';
import { readFirstView } from './app/first-view';
import { preloadPageOf } from './app/router';
import { changeLanguage } from './lib/i18n';
import { initialLanguage, rememberLanguage, storedLanguage } from './lib/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const clients = createAppClients();
const app = (
  <StrictMode>
    <App clients={clients} />
  </StrictMode>
);
preloadPageOf(window.location.pathname);

/*
 * A page the gateway rendered (decision 0042) is hydrated from the data it
 * was rendered with, in its language; any other page starts in the
 * browser, loading the visitor's stored language while the site status
 * loads. So does a page rendered in another language than the one stored
 * here (a choice kept only in storage, by a visit before the cookie): the
 * cookie is written now, for the next page.
 */
const stored = storedLanguage();
if (stored) rememberLanguage(stored);
const firstView = readFirstView();
if (firstView && (stored === null || stored === firstView.language)) {
  hydrate(clients.queryClient, firstView.state);
  // In a transition, so React hydrates in slices between which the browser stays responsive
  // (a default-priority hydration is one task as long as the whole page).
  void changeLanguage(firstView.language).finally(() =>
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch makes React render that part again here: worth a line in the console, as in development.
        onRecoverableError: (error) => console.error('hydration:', error),
      });
    }),
  );
} else {
  void changeLanguage(initialLanguage());
  createRoot(container).render(app);
}
