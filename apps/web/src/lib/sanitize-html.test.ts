import { describe, expect, it } from 'vitest';
import { sanitizeUpstreamHtml } from './sanitize-html';

describe('upstream HTML sanitising', () => {
  it('strips event handlers and scripts', () => {
    const html = sanitizeUpstreamHtml('<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(html).not.toMatch(/onerror|<script|alert/);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="x"');
  });

  it('removes frames, styles, forms and javascript: links', () => {
    const html = sanitizeUpstreamHtml(
      '<iframe src="https://evil.example"></iframe><style>body{}</style><form><input></form><a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/iframe|<style|<form|<input|javascript:/);
  });

  it('keeps formatting, tables and safe images', () => {
    const html = sanitizeUpstreamHtml(
      '<h3>Rules</h3><table><tbody><tr><td colspan="2"><strong>10%</strong></td></tr></tbody></table><img src="https://cdn.example/a.png" alt="A"><img src="/static/b.png">',
    );
    expect(html).toContain('<h3>Rules</h3>');
    expect(html).toContain('<td colspan="2"><strong>10%</strong></td>');
    expect(html).toContain('src="https://cdn.example/a.png"');
    expect(html).toContain('src="/static/b.png"');
  });

  it('drops image sources that are not http(s) or relative', () => {
    const html = sanitizeUpstreamHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">');
    expect(html).not.toContain('data:');
  });

  it('opens links in a new tab without an opener', () => {
    const html = sanitizeUpstreamHtml('<a href="https://example.com/terms">Terms</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
