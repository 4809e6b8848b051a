import type { APIRequestContext, Page } from '@playwright/test';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { qa } from './support/stack';
import { closeAnnouncementPopups, expect, test } from './support/test';

/*
 * The gateway renders the first view of public pages (decision 0042): the
 * first response already holds what the visitor sees, and the app then
 * hydrates it without a change.
 */

const FIRST_VIEW_PAGES = ['/', '/rng', '/promotions'] as const;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** The text of an HTML page as a person reads it: no tags, no data script, entities decoded, spaces collapsed. */
const textOfHtml = (html: string): string =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? entity;
    })
    .replace(/\s+/g, ' ');

/** The first response of a page, as a crawler or a browser without its script gets it. */
const firstResponseText = async (request: APIRequestContext, path: string): Promise<string> => {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return textOfHtml(await response.text());
};

/**
 * What the hydrated page shows in its first screen: the texts of headings,
 * links, buttons and paragraphs of the header, menu and main column that
 * start above the fold (the clock moves on its own and is left out).
 */
const firstScreenTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>(
      'header :is(h1, h2, h3, a, button, label), main :is(h1, h2, h3, a, button, p)',
    )) {
      if (element.closest('[role="dialog"], dialog, time')) continue;
      const { top, height } = element.getBoundingClientRect();
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && height > 0 && top < window.innerHeight && element.checkVisibility()) texts.add(text);
    }
    return [...texts];
  });

/** React's production hydration errors (#418, #423, #425) and the app's own `hydration:` log. */
const isHydrationMessage = (text: string): boolean =>
  /hydrat/i.test(text) || /Minified React error #(418|423|425)\b/.test(text);

for (const path of FIRST_VIEW_PAGES) {
  test(`the first response of ${path} holds the visible text of its first view`, async ({
    page,
    context,
    request,
  }) => {
    await closeAnnouncementPopups(context, page, request);
    const html = await firstResponseText(request, path);
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: en['nav.label'] })).toBeVisible();
    await expect(page.locator('main img[fetchpriority="high"]').first()).toBeVisible();
    const seen = await firstScreenTexts(page);
    expect(seen.length).toBeGreaterThan(5);
    // Compared without white space: markup between inline elements (the jackpot's digit reels) reads as spaces here.
    const compact = (text: string) => text.replace(/\s+/g, '');
    const responseText = compact(html);
    expect(seen.filter((text) => !responseText.includes(compact(text)))).toEqual([]);
  });
}

for (const width of [1440, 360]) {
  test(`hydrating /, /rng and /promotions at ${width} px logs no mismatch and no error`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await closeAnnouncementPopups(context, page, request);
    const messages: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      messages.push(message.text());
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => void messages.push(error.message));
    for (const path of FIRST_VIEW_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: en['nav.label'] })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(messages.filter(isHydrationMessage)).toEqual([]);
    // Nor any other error: a header the browser does not understand, a call a visitor may not make.
    expect(errors).toEqual([]);
  });
}

test('the server-rendered login form is inert until the app takes over (no password in an address)', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const form = new RegExp(`<form[^>]*aria-label="${en['auth.login_form']}"[^>]*>([\\s\\S]*?)</form>`).exec(
    html,
  )?.[1];
  expect(form).toBeDefined();
  expect(form).toMatch(/^<fieldset[^>]*\bdisabled=""/);
});

test("a first view paints from its own response: styles inline, the app's modules asked for after", async ({
  page,
  context,
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<style>');
  const sheetLinks = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  expect(sheetLinks.length).toBeGreaterThan(0);
  expect(sheetLinks.filter((link) => !/\sdisabled>$/.test(link))).toEqual([]);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script type="module" crossorigin src=/);

  // The app, once loaded, does not fetch a stylesheet the page already holds.
  const inlined = sheetLinks.map((link) => /href="([^"]+)"/.exec(link)?.[1]);
  const stylesheetsFetched: string[] = [];
  page.on('request', (fetched) => {
    if (fetched.resourceType() === 'stylesheet') stylesheetsFetched.push(new URL(fetched.url()).pathname);
  });
  await closeAnnouncementPopups(context, page, request);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: en['nav.label'] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheetsFetched.filter((path) => inlined.includes(path))).toEqual([]);
});

test.describe('while the site is in maintenance', () => {
  test.afterEach(async ({ request }) => {
    await qa(request, 'maintenance', { on: false });
  });

  test('the first response is the maintenance screen, never the home page', async ({ page, request }) => {
    await qa(request, 'maintenance', { on: true });
    const html = await firstResponseText(request, '/');
    expect(html).toContain('Game maintenance');
    expect(html).not.toContain(en['nav.label']);
    expect(html).not.toContain(en['home.jackpot_title']);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en['nav.label'] })).toHaveCount(0);
  });
});
