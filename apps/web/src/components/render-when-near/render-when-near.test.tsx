import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport } from '../../test/fake-viewport';
import { RenderWhenNear } from './render-when-near';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RenderWhenNear', () => {
  it('keeps room for a section until it comes near, then renders it and keeps it', () => {
    const viewport = installFakeViewport();
    render(
      <RenderWhenNear reservedHeight="40rem">
        <p>Latest promotions</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Latest promotions')).not.toBeInTheDocument();
    // The declared room (a computed style would be in pixels).
    expect(screen.getByTestId('section-reserved').style.minHeight).toBe('40rem');

    viewport.setInView(true);
    expect(screen.getByText('Latest promotions')).toBeInTheDocument();
    expect(screen.queryByTestId('section-reserved')).not.toBeInTheDocument();

    viewport.setInView(false);
    expect(screen.getByText('Latest promotions')).toBeInTheDocument();
  });

  it('renders at once where the browser cannot tell (no IntersectionObserver)', () => {
    render(
      <RenderWhenNear reservedHeight="40rem">
        <p>Latest promotions</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('Latest promotions')).toBeInTheDocument();
  });
});
