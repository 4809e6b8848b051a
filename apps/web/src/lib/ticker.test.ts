import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTabHidden } from '../test/fake-viewport';
import { subscribeToTick, TICK_MS } from './ticker';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  setTabHidden(false);
  vi.useRealTimers();
});

describe('the shared tick', () => {
  it('runs one timer for every listener, and none once they are gone', () => {
    const listeners = [vi.fn(), vi.fn(), vi.fn()];
    const unsubscribes = listeners.map((listener) => subscribeToTick(listener));
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(TICK_MS);
    for (const listener of listeners) expect(listener).toHaveBeenCalledExactlyOnceWith(Date.now());

    unsubscribes[0]!();
    vi.advanceTimersByTime(TICK_MS);
    expect(listeners[0]).toHaveBeenCalledTimes(1);
    expect(listeners[1]).toHaveBeenCalledTimes(2);

    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops while the tab is hidden and ticks at once when it is back', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTick(listener);
    setTabHidden(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TICK_MS * 10);
    expect(listener).not.toHaveBeenCalled();

    setTabHidden(false);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TICK_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('does not start for a listener that joins while the tab is hidden', () => {
    setTabHidden(true);
    const listener = vi.fn();
    const unsubscribe = subscribeToTick(listener);
    expect(vi.getTimerCount()).toBe(0);
    unsubscribe();
  });
});
