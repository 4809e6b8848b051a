import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport } from '../../../test/fake-viewport';
import { formatClock } from './clock-format';
import { CLOCK_TICK_MS, LiveClock } from './live-clock';

describe('formatClock', () => {
  it('writes DD/MM/YYYY HH:mm:ss with leading zeros, in local time', () => {
    expect(formatClock(new Date(2025, 0, 5, 7, 3, 9).getTime())).toBe('05/01/2025 07:03:09');
    expect(formatClock(new Date(2024, 11, 31, 23, 59, 59).getTime())).toBe('31/12/2024 23:59:59');
  });
});

describe('LiveClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 30, 23, 59, 58));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the time and moves on every second', () => {
    render(<LiveClock />);
    const clock = screen.getByTestId('home-clock');
    expect(clock).toHaveTextContent('30/06/2025 23:59:58');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(clock).toHaveTextContent('30/06/2025 23:59:59');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(clock).toHaveTextContent('01/07/2025 00:00:00');
    expect(clock.tagName).toBe('TIME');
    expect(clock).toHaveAttribute('datetime', new Date(2025, 6, 1).toISOString());
  });

  it('stops ticking once gone', () => {
    const { unmount } = render(<LiveClock />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick while scrolled away', () => {
    const viewport = installFakeViewport();
    render(<LiveClock />);
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS * 5));
    expect(screen.getByTestId('home-clock')).toHaveTextContent('30/06/2025 23:59:58');
    expect(vi.getTimerCount()).toBe(0);

    viewport.setInView(true);
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(screen.getByTestId('home-clock')).toHaveTextContent('01/07/2025 00:00:04');
  });
});
