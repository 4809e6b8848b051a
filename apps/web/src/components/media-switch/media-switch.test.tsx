import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaSwitch } from './media-switch';

const variants = (
  <MediaSwitch
    media="wideHeader"
    matched={<a href="/login">Wide</a>}
    otherwise={<a href="/login">Narrow</a>}
  />
);

describe('MediaSwitch', () => {
  it('has both variants in a server render, for CSS to choose', () => {
    const html = renderToString(variants);
    expect(html).toContain('Wide');
    expect(html).toContain('Narrow');
  });

  it('renders only the variant that fits in the browser', () => {
    // jsdom has no matchMedia: the media query falls back to matching.
    render(variants);
    expect(screen.getByRole('link', { name: 'Wide' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Narrow' })).toBeNull();
  });
});
