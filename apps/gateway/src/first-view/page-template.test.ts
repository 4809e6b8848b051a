import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageTemplate } from './page-template.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Loading…</title>' +
  '<script type="module" crossorigin src="/assets/index-9.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-react-8.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/trpc-7.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

const webDist = ({ withLoader = true } = {}): string => {
  const dist = mkdtempSync(join(tmpdir(), 'first-view-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-1.css'), '._shell_a1{color:red}');
  writeFileSync(
    join(dist, 'assets', 'home-page-2.css'),
    '._hero_b2{margin:0}._banner_b2 .x{padding:0;content:"</style><script>alert(2)</script>"}',
  );
  writeFileSync(join(dist, 'assets', 'lottery-3.css'), '._ball_c3{width:1.5rem}');
  if (withLoader) writeFileSync(join(dist, 'assets', 'app-loader-Ab_1.js'), '/* loader */');
  return dist;
};

const page = {
  html: '<section class="_hero_b2 _shell_a1"><img fetchpriority="high" src="/static/banner.png?a=1&amp;b=2"></section>',
  state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
  errors: [],
  title: 'Lucky & Co',
  language: 'TY',
  lang: 'tl',
};

describe('a rendered page in the built index.html', () => {
  const template = createPageTemplate(webDist());
  const rendered = template.render(page);

  it('puts the markup in #root, in the page language, with the site as title', () => {
    expect(rendered).toContain(`<div id="root">${page.html}</div>`);
    expect(rendered).toContain('<html lang="tl"');
    expect(rendered).toContain('<title>Lucky &amp; Co</title>');
  });

  const head = rendered.slice(0, rendered.indexOf('</head>'));

  it("inlines the shell's stylesheets and those of the markup's classes, and no others", () => {
    expect(head).toContain('<style>._shell_a1{color:red}</style>');
    expect(head).toContain('<style>._hero_b2{margin:0}');
    expect(rendered).not.toContain('lottery-3.css');
    expect(rendered).not.toContain('_ball_c3');
  });

  it('leaves each inlined sheet a disabled link, so the app does not load it again', () => {
    expect(head).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-page-2.css" disabled>');
    expect(rendered).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it('keeps an inlined sheet from closing its style element', () => {
    expect(rendered).not.toContain('</style><script>alert(2)');
  });

  it("names the app's modules on the loader instead of asking for them before the first paint", () => {
    expect(rendered).not.toContain('<script type="module" crossorigin src="/assets/index-9.js">');
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toContain(
      '<script type="module" src="/assets/app-loader-Ab_1.js" data-entry="/assets/index-9.js" ' +
        'data-preload="/assets/vendor-react-8.js /assets/trpc-7.js"></script>',
    );
  });

  it('preloads the largest image first thing in the head', () => {
    expect(head).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/static/banner.png?a=1&amp;b=2">',
    );
  });

  it('carries the data as JSON no string can break out of', () => {
    const data = /<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(rendered)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)).toEqual({ language: 'TY', state: page.state });
    expect(rendered).not.toContain('<script>alert(1)');
  });

  it('keeps the shell as built for pages the browser renders', () => {
    expect(template.shell).toBe(INDEX_HTML);
  });
});

describe('a rendered page of a build without the loader', () => {
  it('keeps the module script and its preloads as built', () => {
    const rendered = createPageTemplate(webDist({ withLoader: false })).render(page);
    expect(rendered).toContain('<script type="module" crossorigin src="/assets/index-9.js"></script>');
    expect(rendered).toContain('<link rel="modulepreload" crossorigin href="/assets/trpc-7.js">');
  });
});
