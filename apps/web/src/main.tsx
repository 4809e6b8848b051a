import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppClients } from './app/clients';
import { preloadPageOf } from './app/router';
import { changeLanguage } from './lib/i18n';
import { initialLanguage } from './lib/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Start loading the visitor's stored language while the site status loads.
void changeLanguage(initialLanguage());
preloadPageOf(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App clients={createAppClients()} />
  </StrictMode>,
);
