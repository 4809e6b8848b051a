import { readSessionValue, SESSION_KEYS, writeSessionValue } from '../../../lib/session-storage';

export type TPopupAudience = 'member' | 'guest';

/* Member popups (A, F) and guest popups (B) keep separate markers, as the product's (docs/product.md) USER_POPUP and ANONYMOUS_POPUP. */
const keyOf = (audience: TPopupAudience) =>
  audience === 'member' ? SESSION_KEYS.userPopup : SESSION_KEYS.anonymousPopup;

/** Ids of the popups closed in this session by this audience. */
export const closedPopupIds = (audience: TPopupAudience): ReadonlySet<string> => {
  const raw = readSessionValue(keyOf(audience));
  if (!raw) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    // A marker written by something else counts as none.
    return new Set();
  }
};

/** Closed popups stay closed for the rest of the session (docs/product.md §4). */
export const markPopupsClosed = (audience: TPopupAudience, ids: readonly string[]): void => {
  const closed = new Set([...closedPopupIds(audience), ...ids]);
  writeSessionValue(keyOf(audience), JSON.stringify([...closed]));
};
