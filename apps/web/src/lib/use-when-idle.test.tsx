import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle';

const Deferred = () => (useWhenIdle() ? <p>extras</p> : null);

describe('useWhenIdle', () => {
  it('renders nothing at first and the part once the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      render(<Deferred />);
      expect(screen.queryByText('extras')).not.toBeInTheDocument();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(screen.getByText('extras')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the idle callback where the browser has one', async () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = render(<Deferred />);
    try {
      expect(callbacks).toHaveLength(1);
      expect(screen.queryByText('extras')).not.toBeInTheDocument();
      act(() => callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
      expect(screen.getByText('extras')).toBeInTheDocument();
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
