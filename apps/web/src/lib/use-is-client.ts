import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it,
 * true from the browser's next render on: a part that only the browser can
 * draw (a portal, sanitised upstream HTML) waits for it, so the hydrated
 * markup matches the server's.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
