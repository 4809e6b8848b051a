import { useEffect, useState } from 'react';

const isServerRender = typeof window === 'undefined';

/**
 * How many of `count` requests may run: the first at once, each next one
 * `gapMs` later (the home sections ask 300 ms apart, docs/product.md §9). A new
 * `restartKey` (the language) starts the stages again. The gateway's render of
 * the first view (decision 0042) opens every stage: it reads through its own
 * caches, and the browser then hydrates every section with its games instead
 * of drawing skeletons and the tiles one stage at a time.
 */
export const useStagedRequests = (count: number, gapMs: number, restartKey: string): number => {
  const [state, setState] = useState({ key: restartKey, stage: 1 });
  // Reset during render, so the later requests are gated before they could refetch.
  const current = state.key === restartKey ? state : { key: restartKey, stage: 1 };
  if (current !== state) setState(current);
  const { stage } = current;
  useEffect(() => {
    if (stage >= count) return undefined;
    const timer = window.setTimeout(
      () => setState((previous) => ({ ...previous, stage: previous.stage + 1 })),
      gapMs,
    );
    return () => window.clearTimeout(timer);
  }, [stage, count, gapMs, restartKey]);
  return isServerRender ? count : stage;
};
