import { type ReactNode, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../../lib/use-is-client';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button/button';
import { CloseIcon } from '../icons/shell-icons';
import { subscribeToTopLayer, topDialog } from '../modal/top-layer';
import styles from './toast.module.css';
import { ToastContext, type TToastApi, type TToastTone } from './toast-context';

/** Long enough to read two lines of text. */
const TOAST_DURATION_MS = 5000;

type TToast = { id: number; message: string; tone: TToastTone };

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<TToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<TToastApi['show']>(
    (message, tone = 'info') => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);
  // Above an open modal dialog, whatever is outside it is inert and hidden: the toasts go inside it.
  const host = useSyncExternalStore(subscribeToTopLayer, topDialog, () => null);
  // The region lives in the body, outside the app's root: the browser adds it after hydration.
  const isClient = useIsClient();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {isClient &&
        createPortal(
          <div className={styles.region} role="status" aria-live="polite">
            {toasts.map((toast) => (
              <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
                <span className={styles.text}>{toast.message}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={t('common.dismiss')}
                  onClick={() => dismiss(toast.id)}
                  icon={<CloseIcon />}
                />
              </div>
            ))}
          </div>,
          host ?? document.body,
        )}
    </ToastContext.Provider>
  );
};
