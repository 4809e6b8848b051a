import type { TStorageKey } from './storage-keys';

/*
 * localStorage can throw (private mode, blocked cookies, quota); losing a
 * preference is better than crashing, so every access is guarded.
 */
export const readStorage = (key: TStorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: TStorageKey, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The preference simply does not persist.
  }
};

export const removeStorage = (key: TStorageKey): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
};
