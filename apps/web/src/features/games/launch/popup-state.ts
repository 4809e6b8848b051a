import type { TVendor } from '@site/contracts/api';

/** The one games dialog shown at a time. */
export type TGamesPopup =
  | { kind: 'game'; title: string; url: string | null; isTrial: boolean }
  | { kind: 'vendorList'; vendor: TVendor }
  | { kind: 'maintenance'; nodeId: string | null }
  | { kind: 'error'; error: unknown };
