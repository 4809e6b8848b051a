import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../../lib/use-is-client';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button/button';
import { CloseIcon } from '../icons/shell-icons';
import { focusableIn, trapTabKey } from './focus-trap';
import styles from './modal.module.css';
import { lockScroll, unlockScroll } from './scroll-lock';
import { openInTopLayer } from './top-layer';

/** Longest the fade-out may take before the dialog is removed anyway (no transition events in some browsers, reduced motion). */
const CLOSE_FALLBACK_MS = 400;

type TPhase = 'open' | 'closing' | 'closed';

export type TModalProps = {
  open: boolean;
  /** The user asked to close (close button or Escape); the owner sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  /** Without it there is no close button and Escape does nothing. */
  closable?: boolean;
  /** Fires just before the dialog appears. */
  onBeforeOpen?: () => void;
  /** Fires when the dialog starts to close, for whatever reason. */
  onBeforeClose?: () => void;
  /** Fires once the dialog has faded out and the page scroll is restored. */
  onAfterClose?: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the dialog box, for dialogs sized by their content (the game popup). */
  dialogClassName?: string;
  children: ReactNode;
};

/**
 * The docs/product.md's generic dialog, the platform's `<dialog>` shown
 * modal: the page behind is inert. It never closes on an outside click,
 * shows a close button only when closable (Escape closes it then, and only
 * then), freezes page scrolling while open and restores the position
 * afterwards, keeps Tab inside, and fades in and out.
 */
export const Modal = ({
  open,
  onClose,
  title,
  closable = true,
  onBeforeOpen,
  onBeforeClose,
  onAfterClose,
  size = 'md',
  dialogClassName,
  children,
}: TModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [phase, setPhase] = useState<TPhase>(open ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);

  // Follow the `open` prop during render (React's recommended pattern for derived state).
  if (open !== wasOpen) {
    setWasOpen(open);
    setPhase(open ? 'open' : phase === 'closed' ? 'closed' : 'closing');
  }

  const events = useRef({ onBeforeOpen, onBeforeClose, onAfterClose });
  useLayoutEffect(() => {
    events.current = { onBeforeOpen, onBeforeClose, onAfterClose };
  });

  const hasOpened = useRef(false);
  useLayoutEffect(() => {
    if (open) {
      hasOpened.current = true;
      events.current.onBeforeOpen?.();
    } else if (hasOpened.current) {
      events.current.onBeforeClose?.();
    }
  }, [open]);

  const isMounted = phase !== 'closed';
  const isClient = useIsClient();

  // Shown as the platform's modal dialog: the page behind turns inert, for pointers and
  // assistive technology alike. Focus moves to its first field (else the dialog) and
  // back to where it was on close. A layout effect, so focus is in place before
  // anything (a fast typist, a test) can type. It closes as soon as it starts to close,
  // so the page is live again while it fades out (CSS keeps it drawn meanwhile).
  // The page scroll is frozen while it is shown, and restored as it starts to close.
  // Drawn only in the browser: a dialog open from the start of a server-rendered page is shown
  // once the app has taken the page over, whichever of the two comes first.
  const isShown = phase === 'open' && isClient;
  useLayoutEffect(() => {
    if (!isShown) return undefined;
    lockScroll();
    return () => {
      unlockScroll();
    };
  }, [isShown]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isShown || !dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const leaveTopLayer = openInTopLayer(dialog);
    (focusableIn(dialog).find((element) => element.tagName === 'INPUT') ?? dialog).focus();
    return () => {
      leaveTopLayer();
      dialog.close();
      previous?.focus();
    };
  }, [isShown]);

  const finishClosing = () => {
    setPhase((current) => (current === 'closing' ? 'closed' : current));
  };

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = window.setTimeout(finishClosing, CLOSE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const hasClosed = useRef(false);
  useEffect(() => {
    if (phase === 'closed' && hasClosed.current) events.current.onAfterClose?.();
    hasClosed.current = phase !== 'closed';
  }, [phase]);

  // A portal into the body: never in a server-rendered page; an open dialog shows from the first render after hydration.
  if (!isMounted || !isClient) return null;

  const askToClose = () => {
    if (closable && phase === 'open') onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The owner closes the dialog by `open`; the browser must not close it on its own.
      event.preventDefault();
      event.stopPropagation();
      askToClose();
      return;
    }
    if (dialogRef.current) trapTabKey(event, dialogRef.current);
  };

  return createPortal(
    // No click handler on the backdrop (the dialog's ::backdrop): outside clicks never close it.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={[styles.dialog, size === 'md' ? undefined : styles[size], dialogClassName]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        askToClose();
      }}
      onTransitionEnd={(event) => {
        if (event.target === event.currentTarget && phase === 'closing') finishClosing();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            className={styles.close}
            aria-label={t('common.close')}
            onClick={onClose}
            icon={<CloseIcon />}
          />
        )}
      </div>
      {children}
    </dialog>,
    document.body,
  );
};
