import { createContext, useContext } from 'react';
import type { TSecondFactorMethod } from '@site/contracts/domain';

/** Where to go once the login is complete, and the password just typed (memory only). */
export type TAfterLogin = { password: string | null; destination: string };

export type TSecondFactorChallenge = { method: TSecondFactorMethod; target: string | null };

/** The account dialogs that are not routes of their own; one shows at a time. */
export type TAuthDialog =
  | { kind: 'forgotPassword' }
  | { kind: 'secondFactor'; challenge: TSecondFactorChallenge; afterLogin: TAfterLogin }
  | {
      kind: 'changePassword';
      /** The password the member just logged in with: the form then hides the old-password field. */
      knownPassword: string | null;
      /** An insecure or expired password: the dialog cannot be dismissed, only signed out of. */
      isForced: boolean;
      destination: string;
    };

export type TAuthDialogKind = TAuthDialog['kind'];

export type TAuthDialogsApi = {
  active: TAuthDialog | null;
  /** Opens a dialog, replacing the one shown. */
  open: (dialog: TAuthDialog) => void;
  close: () => void;
};

export const AuthDialogsContext = createContext<TAuthDialogsApi | null>(null);

export const useAuthDialogs = (): TAuthDialogsApi => {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error('useAuthDialogs needs an AuthDialogsProvider');
  return api;
};
