/**
 * The value of a query parameter of the address the app was opened with.
 * None on the server, which renders no address that carries start-up parameters (decision 0042).
 */
export const urlParam = (name: string): string | null =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name);

/** Removes one query parameter from the address bar, keeping the rest, the hash and the history entry. */
export const removeUrlParam = (name: string): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};
