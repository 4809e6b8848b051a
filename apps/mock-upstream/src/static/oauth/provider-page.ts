import type { TSocialProvider } from '@site/contracts';

/** Where the stand-in pages take their look from; served by provider-routes.ts. */
export const STAND_IN_STYLESHEET_PATH = '/oauth/assets/stand-in.css';

/** The email the page suggests, so a click on Continue is enough in a demo. */
export const DEFAULT_STAND_IN_EMAIL = 'player@example.com';

const PROVIDER_NAMES: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Every text that reaches the page from a request or the database goes through this. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Drawn inline: the page loads nothing but its stylesheet. */
const PROVIDER_LOGOS: Record<TSocialProvider, string> = {
  google: [
    '<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">',
    '<path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"/>',
    '<path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"/>',
    '<path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"/>',
    '<path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"/>',
    '</svg>',
  ].join(''),
  facebook: [
    '<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">',
    '<circle cx="24" cy="24" r="24" fill="#1877F2"/>',
    '<path fill="#fff" d="M33.3 31l1.1-7h-6.7v-4.5c0-1.9.9-3.8 4-3.8h3V9.8s-2.8-.5-5.4-.5c-5.5 0-9.1 3.3-9.1 9.4V24h-6.1v7h6.1v16.9c1.2.2 2.5.3 3.8.3s2.6-.1 3.8-.3V31h5.5z"/>',
    '</svg>',
  ].join(''),
};

const pageShell = (provider: TSocialProvider, title: string, content: string): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${STAND_IN_STYLESHEET_PATH}">`,
    '</head>',
    `<body class="provider-${provider}">`,
    '<main class="card">',
    `<header>${PROVIDER_LOGOS[provider]}<h1>${escapeHtml(title)}</h1></header>`,
    content,
    '<p class="stand-in-note">Development stand-in: this page is served by the mock upstream in place of ',
    `${PROVIDER_NAMES[provider]}. No real ${PROVIDER_NAMES[provider]} account is used; any email address signs in.</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');

export type TConsentPage = {
  provider: TSocialProvider;
  /** The site asking, as the provider shows its registered app. */
  appName: string;
  clientId: string;
  redirectUri: string;
  state: string;
  email: string;
  error?: string;
};

/** The consent page: "Continue as …" with the email, Continue and Cancel, posting to `/oauth/<provider>/approve`. */
export const renderConsentPage = (page: TConsentPage): string => {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return pageShell(
    page.provider,
    `Sign in with ${PROVIDER_NAMES[page.provider]}`,
    [
      `<p class="lead">to continue to <strong>${escapeHtml(page.appName)}</strong></p>`,
      `<form method="post" action="/oauth/${page.provider}/approve">`,
      hidden('client_id', page.clientId),
      hidden('redirect_uri', page.redirectUri),
      hidden('state', page.state),
      '<label for="email">Continue as</label>',
      `<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(page.email)}"${page.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>`,
      page.error ? `<p id="email-error" class="error" role="alert">${escapeHtml(page.error)}</p>` : '',
      `<p class="fine-print">${PROVIDER_NAMES[page.provider]} will share your name and email address with ${escapeHtml(page.appName)}.</p>`,
      // Continue comes first, so Enter in the email field continues; the stylesheet shows it on the right.
      '<div class="actions">',
      '<button type="submit" name="decision" value="allow" class="primary">Continue</button>',
      '<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button>',
      '</div>',
      '</form>',
    ].join('\n'),
  );
};

/** What a provider shows for a request it cannot serve: it never redirects to an unchecked address. */
export const renderProviderErrorPage = (provider: TSocialProvider, message: string): string =>
  pageShell(
    provider,
    `Sign in with ${PROVIDER_NAMES[provider]}`,
    `<p class="error-title">Error 400: invalid_request</p>\n<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
