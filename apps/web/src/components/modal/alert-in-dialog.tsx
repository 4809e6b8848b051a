import { type ReactNode, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styles from './alert-in-dialog.module.css';
import { focusableIn } from './focus-trap';
import { subscribeToTopLayer, topDialog } from './top-layer';

type TAlertInDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
};

/**
 * An alert over the content of the open modal dialog, inside it: one modal
 * at a time holds, yet the dialog's content stays alive behind it (a game
 * keeps running under a reality check). While shown, everything else in the
 * dialog is inert and focus starts on its first control; the owner closes it
 * through its own buttons.
 */
export const AlertInDialog = ({ open, title, children }: TAlertInDialogProps) => {
  const titleId = useId();
  const host = useSyncExternalStore(subscribeToTopLayer, topDialog, () => null);
  const panel = useRef<HTMLDivElement>(null);

  // Before the browser paints: no frame where the dialog's content is live under the alert.
  useLayoutEffect(() => {
    const box = panel.current;
    if (!open || !host || !box) return undefined;
    const others = Array.from(host.children).filter(
      (child) => !child.contains(box) && !child.hasAttribute('inert'),
    );
    for (const other of others) other.setAttribute('inert', '');
    focusableIn(box)[0]?.focus();
    return () => {
      for (const other of others) other.removeAttribute('inert');
    };
  }, [open, host]);

  if (!open || !host) return null;
  return createPortal(
    <div className={styles.layer}>
      <div
        ref={panel}
        className={styles.panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    host,
  );
};
