import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationBoundary } from './hydration-boundary';

const Tile = () => (
  <HydrationBoundary fallback={<p>Loading</p>}>
    <button type="button">Start now</button>
  </HydrationBoundary>
);

describe('HydrationBoundary', () => {
  it('renders its content on the server with the controls disabled, and enables them once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tile />);
    expect(container.querySelector('button')).toBeDisabled();
    expect(container.textContent).not.toContain('Loading');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Tile />);
    });
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });
});
