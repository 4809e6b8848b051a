import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sealSessionCookie, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';

/*
 * The gateway's first views (decision 0042) against the real mock, with a
 * stand-in for the web app's server build that says what it was given: the
 * visitor's site status, how many renders it has done, and whether a cached
 * page had a visitor's status put back in.
 */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Loading…</title></head><body><div id="root"></div></body></html>';

const RENDERER = `
let renders = 0;
export const isFirstViewPath = (path) => path === '/' || path === '/rng';
export const renderFirstView = async ({ url, siteStatus, storedLanguage }) => {
  if (url.includes('broken')) throw new Error('cannot render');
  renders += 1;
  return {
    html: '<p>render ' + renders + ' of ' + url + ' status ' + siteStatus.status + ' in ' + storedLanguage + '</p>',
    state: { queries: [{ ip: siteStatus.ip, put: false }] },
    errors: [],
    title: siteStatus.site.name,
    language: 'EN',
    lang: 'en',
  };
};
export const withSiteStatus = (state, siteStatus) => ({ queries: [{ ip: siteStatus.ip, put: true }] });
`;

const webBuild = () => {
  const root = mkdtempSync(join(tmpdir(), 'first-view-web-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'dist-server', 'entry-server.mjs'), RENDERER);
  return { WEB_DIST: join(root, 'dist'), WEB_SERVER_ENTRY: join(root, 'dist-server', 'entry-server.mjs') };
};

let stack: TStack;

beforeAll(async () => {
  stack = await startGatewayAgainstMock(webBuild());
}, 60_000);
afterAll(() => stack?.stop());

const navigate = (url: string, headers: Record<string, string> = {}) =>
  stack.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const rootOf = (body: string) => /<div id="root">(.*?)<\/div>/.exec(body)?.[1];
const dataOf = (body: string) =>
  JSON.parse(/<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(body)![1]!) as {
    state: { queries: Array<{ ip: string; put: boolean }> };
  };

describe('first views rendered by the gateway', () => {
  afterEach(async () => {
    await stack.mock.qa('POST', '/maintenance', { on: false });
  });

  it("renders a visitor's page once, then serves it with each visitor's own status", async () => {
    const first = await navigate('/rng?vassalage=PT', { 'x-forwarded-for': '203.0.113.7' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(first.body)).toMatch(/^<p>render \d+ of \/rng\?vassalage=PT status 0 in null<\/p>$/);
    expect(first.body).toContain('<title>');
    const again = await navigate('/rng?vassalage=PT');
    expect(rootOf(again.body)).toBe(rootOf(first.body));
    expect(dataOf(again.body).state.queries[0]?.put).toBe(true);
  });

  it('renders apart for each language choice and address', async () => {
    const english = rootOf((await navigate('/rng?vassalage=CQ9')).body);
    const tagalog = rootOf((await navigate('/rng?vassalage=CQ9', { cookie: 'site_lang=TY' })).body);
    expect(tagalog).not.toBe(english);
    expect(tagalog).toContain('in TY');
  });

  it("renders a member's page every time, and takes a cookie that opens to no session for a visitor's", async () => {
    const member = `sid=${sealSessionCookie('a-member-token')}`;
    const first = rootOf((await navigate('/', { cookie: member })).body);
    const second = rootOf((await navigate('/', { cookie: member })).body);
    expect(second).not.toBe(first);
    const forged = 'sid=not-a-real-session';
    const visitor = rootOf((await navigate('/', { cookie: forged })).body);
    expect(rootOf((await navigate('/', { cookie: forged })).body)).toBe(visitor);
  });

  it('renders the site in maintenance as such, and never from a page cached before', async () => {
    await navigate('/');
    await stack.mock.qa('POST', '/maintenance', { on: true });
    expect(rootOf((await navigate('/')).body)).toContain('status 1');
    await stack.mock.qa('POST', '/maintenance', { on: false });
    expect(rootOf((await navigate('/')).body)).toContain('status 0');
  });

  it('leaves to the browser what it does not render: other pages, start-up parameters, a failed render', async () => {
    for (const url of ['/login', '/?token=abc', '/rng?authError=x', '/?broken=1']) {
      const response = await navigate(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('past the page-render limit', () => {
  let limited: TStack;

  beforeAll(async () => {
    limited = await startGatewayAgainstMock({ ...webBuild(), RATE_LIMIT_PAGE_RENDER_PER_MINUTE: '2' });
  }, 60_000);
  afterAll(() => limited?.stop());

  it('leaves the page to the browser, and still serves rendered pages from the cache', async () => {
    const get = (url: string) => limited.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(rootOf((await get('/?a')).body)).toContain('render');
    expect(rootOf((await get('/?b')).body)).toContain('render');
    const third = await get('/?c');
    expect(third.statusCode).toBe(200);
    expect(third.body).toBe(INDEX_HTML);
    expect(rootOf((await get('/?a')).body)).toContain('render');
  });
});
