import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import {
  AuthDialogsContext,
  type TAuthDialog,
  type TAuthDialogKind,
  type TAuthDialogsApi,
} from '../features/shared-auth/auth-dialogs-context';

/* Each dialog's code loads the first time it is opened, keeping it out of the first load. */
const ForgotPasswordModal = lazy(() =>
  import('../features/account/password/forgot-password-modal').then((module) => ({
    default: module.ForgotPasswordModal,
  })),
);
const ChangePasswordModal = lazy(() =>
  import('../features/account/password/change-password-modal').then((module) => ({
    default: module.ChangePasswordModal,
  })),
);
const SecondFactorModal = lazy(() =>
  import('../features/session/second-factor/second-factor-modal').then((module) => ({
    default: module.SecondFactorModal,
  })),
);

type TInstance<TKind extends TAuthDialogKind> = { dialog: Extract<TAuthDialog, { kind: TKind }>; id: number };
type TInstances = { [TKind in TAuthDialogKind]?: TInstance<TKind> };

/**
 * Holds the account dialogs opened from anywhere (header, login modal, login
 * results). A dialog stays mounted after it closes so it can fade out; each
 * opening gets a fresh instance, so forms start empty.
 */
export const AuthDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [active, setActive] = useState<TAuthDialog | null>(null);
  const [instances, setInstances] = useState<TInstances>({});
  const nextId = useRef(1);

  const open = useCallback((dialog: TAuthDialog) => {
    const id = nextId.current++;
    setActive(dialog);
    setInstances((current) => ({ ...current, [dialog.kind]: { dialog, id } }));
  }, []);
  const close = useCallback(() => setActive(null), []);
  const api = useMemo<TAuthDialogsApi>(() => ({ active, open, close }), [active, open, close]);

  const isOpen = (kind: TAuthDialogKind) => active?.kind === kind;
  const { forgotPassword, changePassword, secondFactor } = instances;

  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      {/* One boundary per dialog, so a dialog loading its code never hides another. */}
      <Suspense fallback={null}>
        {forgotPassword && (
          <ForgotPasswordModal key={forgotPassword.id} open={isOpen('forgotPassword')} onClose={close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {changePassword && (
          <ChangePasswordModal
            key={changePassword.id}
            open={isOpen('changePassword')}
            onClose={close}
            knownPassword={changePassword.dialog.knownPassword}
            isForced={changePassword.dialog.isForced}
            destination={changePassword.dialog.destination}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {secondFactor && (
          <SecondFactorModal
            key={secondFactor.id}
            open={isOpen('secondFactor')}
            onClose={close}
            challenge={secondFactor.dialog.challenge}
            afterLogin={secondFactor.dialog.afterLogin}
          />
        )}
      </Suspense>
    </AuthDialogsContext.Provider>
  );
};
