import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport, preferReducedMotion } from '../../test/fake-viewport';
import { DRIFT_MS, FooterBar } from './footer-bar';

/** The fill's horizontal scale (the style serialises it to six significant digits, as browsers do). */
const fillOf = (container: HTMLElement) => {
  const transform = (container.querySelector('span > span') as HTMLElement).style.transform;
  const scale = /^scaleX\(([\d.]+)\)$/.exec(transform);
  if (!scale) throw new Error(`not a horizontal scale: ${transform}`);
  return Number(scale[1]);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValue(1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FooterBar', () => {
  it('fills 180 of 260 (scaled, for the compositor) and drifts every 3 seconds', () => {
    const { container } = render(<FooterBar />);
    expect(fillOf(container)).toBeCloseTo(180 / 260, 5);
    act(() => vi.advanceTimersByTime(DRIFT_MS));
    expect(fillOf(container)).toBeCloseTo(194 / 260, 5);
  });

  it('holds still while scrolled away', () => {
    installFakeViewport();
    const { container } = render(<FooterBar />);
    act(() => vi.advanceTimersByTime(DRIFT_MS * 3));
    expect(fillOf(container)).toBeCloseTo(180 / 260, 5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds still for visitors who prefer reduced motion', () => {
    preferReducedMotion();
    const { container } = render(<FooterBar />);
    act(() => vi.advanceTimersByTime(DRIFT_MS * 3));
    expect(fillOf(container)).toBeCloseTo(180 / 260, 5);
  });
});
