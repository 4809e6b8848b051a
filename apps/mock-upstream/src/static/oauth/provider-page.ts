import type { TSocialProvider } from '@site/contracts';

/** Where the stand-in pages take their look from; served by provider-routes.ts. */
export const STAND_IN_STYLESHEET_PATH = '/oauth/assets/stand-in.css';

/** The email the page suggests, so a click on Continue is enough in a demo. */
export const DEFAULT_STAND_IN_EMAIL = 'player@example.com';

const PROVIDER_NAMES: Record<TSocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
  apple: 'Apple',
  telegram: 'Telegram',
  maya: 'Maya',
};

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
  line: [
    '<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">',
    '<rect width="48" height="48" rx="11" fill="#06C755"/>',
    '<path fill="#fff" d="M24 9C14.6 9 7 15.1 7 22.7c0 6.8 6 12.5 14.2 13.5.6.1 1.3.4 1.5.9.2.4.1 1.1.1 1.5l-.2 1.5c-.1.4-.4 1.7 1.4.9 1.8-.8 9.9-5.8 13.5-10C39.9 28.4 41 25.7 41 22.7 41 15.1 33.4 9 24 9z"/>',
    '<path fill="#06C755" d="M14.5 19h1.7v6.4H20V27h-5.5zm7 0h1.7v8h-1.7zm3.6 0h1.6l3.2 4.9V19h1.7v8H30l-3.2-4.9V27h-1.7zm8.3 0H39v1.6h-3.9v1.6H39v1.6h-3.9v1.6H39V27h-5.6z"/>',
    '</svg>',
  ].join(''),
  apple: [
    '<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">',
    '<path fill="#000" d="M33.6 25.5c0-4 3.3-6 3.5-6.1-1.9-2.8-4.8-3.2-5.9-3.2-2.5-.3-4.9 1.5-6.1 1.5-1.3 0-3.2-1.4-5.3-1.4-2.7 0-5.2 1.6-6.6 4-2.8 4.9-.7 12.1 2 16.1 1.3 1.9 2.9 4.1 5 4 2-.1 2.8-1.3 5.2-1.3s3.1 1.3 5.2 1.3c2.2 0 3.5-2 4.8-3.9 1.5-2.2 2.1-4.3 2.2-4.4-.1 0-4-1.6-4-6.6zM29.7 13.6c1.1-1.4 1.9-3.2 1.7-5.1-1.6.1-3.6 1.1-4.8 2.5-1 1.2-2 3.1-1.7 5 1.8.1 3.7-1 4.8-2.4z"/>',
    '</svg>',
  ].join(''),
  telegram: [
    '<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">',
    '<circle cx="24" cy="24" r="24" fill="#2AABEE"/>',
    '<path fill="#fff" d="M10.9 23.6c7-3 11.7-5.1 14-6.1 6.7-2.8 8.1-3.3 9-3.3.2 0 .6 0 .9.3.2.2.3.4.3.6v.9c-.4 3.8-2 13.1-2.7 17.4-.3 1.8-1 2.4-1.6 2.5-1.4.1-2.4-.9-3.8-1.8-2.1-1.4-3.3-2.3-5.4-3.7-2.4-1.6-.8-2.5.5-3.9.3-.4 6.7-6.1 6.8-6.7 0-.1 0-.3-.1-.4-.2-.1-.4-.1-.5 0-.2 0-3.6 2.3-10.1 6.7-1 .7-1.8 1-2.6 1-.9 0-2.5-.5-3.7-.9-1.5-.5-2.7-.7-2.6-1.5.1-.4.6-.8 1.6-1.2z"/>',
    '</svg>',
  ].join(''),
  maya: [
    '<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">',
    '<rect width="48" height="48" rx="11" fill="#000"/>',
    '<path fill="#00D26A" d="M10 33V19.5h3.6v1.7c1-1.3 2.4-2 4.1-2 1.9 0 3.3.8 4.1 2.3 1.1-1.5 2.6-2.3 4.6-2.3 3.2 0 5.1 2.1 5.1 5.7V33h-3.7v-7.6c0-1.9-.8-2.9-2.4-2.9s-2.6 1.1-2.6 3.1V33h-3.7v-7.6c0-1.9-.8-2.9-2.4-2.9s-2.6 1.1-2.6 3.1V33z"/>',
    '<circle cx="36.5" cy="30.5" r="2.6" fill="#00D26A"/>',
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
