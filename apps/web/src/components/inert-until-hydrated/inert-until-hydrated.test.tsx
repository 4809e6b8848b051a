import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InertUntilHydrated } from './inert-until-hydrated';

const Search = () => (
  <InertUntilHydrated>
    <input aria-label="Search games" />
  </InertUntilHydrated>
);

describe('InertUntilHydrated', () => {
  it('is disabled in the server markup, so nothing can be typed before the app takes over', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    expect(container.querySelector('fieldset')).toBeDisabled();
    expect(container.querySelector('input')).toBeDisabled();
  });

  it('turns enabled once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    expect(container.querySelector('input')).toBeEnabled();
    container.remove();
  });

  it('is enabled at once where the browser renders the page itself', () => {
    render(<Search />);
    expect(screen.getByRole('textbox', { name: 'Search games' })).toBeEnabled();
  });
});
