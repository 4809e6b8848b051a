import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageTemplate } from './page-template.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Loading…</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

const webDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'first-view-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-1.css'), '._shell_a1{color:red}');
  writeFileSync(join(dist, 'assets', 'home-page-2.css'), '._hero_b2{margin:0}._banner_b2 .x{padding:0}');
  writeFileSync(join(dist, 'assets', 'lottery-3.css'), '._ball_c3{width:1.5rem}');
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

  it("links the stylesheets of the markup's classes that the shell does not link, and no others", () => {
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-2.css">');
    expect(rendered).not.toContain('lottery-3.css');
    expect(rendered.match(/index-1\.css/g)).toHaveLength(1);
  });

  it('preloads the largest image from the head', () => {
    const head = rendered.slice(0, rendered.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/static/banner.png?a=1&amp;b=2">',
    );
  });

  it('carries the data as JSON no string can break out of', () => {
    const data = /<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(rendered)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)).toEqual({ language: 'TY', state: page.state });
    expect(rendered).not.toContain('<script>alert');
  });

  it('keeps the shell as built for pages the browser renders', () => {
    expect(template.shell).toBe(INDEX_HTML);
  });
});
