/**
 * sessionStorage keys of docs/product.md (section 3). They last for the browser tab
 * and are wiped when the member signs out.
 */
export const SESSION_KEYS = {
  /** Ids of the member popups (executions A and F) closed in this session. */
  userPopup: 'USER_POPUP',
  /** Ids of the guest popups (execution B) closed in this session. */
  anonymousPopup: 'ANONYMOUS_POPUP',
  /** The last hot-games answer, shown at once on reload until refreshed. */
  hotGames: 'HOT_GAMES',
  /** The last winner-board answer. */
  winners: 'WINNERS',
  /** The last game-vendor (menu) answer. */
  gameVendor: 'gameVendor',
  /** The reality checks acknowledged in the play session (`{ startedAt, count }`), so a reload does not ask again. */
  realityCheck: 'REALITY_CHECK',
} as const;
export type TSessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/* Like localStorage, sessionStorage can throw (blocked storage); a lost marker only means a popup shows again. */
export const readSessionValue = (key: TSessionKey): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeSessionValue = (key: TSessionKey, value: string): void => {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // The marker simply does not persist.
  }
};

/** Signing out ends the session's markers, as the product's (docs/product.md) logout clears session storage. */
export const clearSessionValues = (): void => {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
};
