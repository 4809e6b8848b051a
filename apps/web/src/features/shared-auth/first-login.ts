import { useSyncExternalStore } from 'react';

/*
 * "This login was the member's first": set by the login flow, read by the
 * announcement popups (which then include the first-login popups, execution F)
 * and cleared once those popups are closed or the member signs out.
 */
let isFirstLogin = false;
const listeners = new Set<() => void>();

const setFirstLogin = (value: boolean): void => {
  if (isFirstLogin === value) return;
  isFirstLogin = value;
  listeners.forEach((listener) => listener());
};

export const markFirstLogin = (): void => setFirstLogin(true);
export const clearFirstLogin = (): void => setFirstLogin(false);

export const useIsFirstLogin = (): boolean =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => isFirstLogin,
    () => false,
  );
