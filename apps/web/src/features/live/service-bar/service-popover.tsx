import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './service-bar.module.css';

type TServicePopoverProps = {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A bar button that shows a panel beside the bar (the Telegram list, the app
 * QR codes): a disclosure, closed by Escape, a click elsewhere or the button.
 */
export const ServicePopover = ({ label, icon, children, 'data-testid': testId }: TServicePopoverProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={root} className={styles.popoverRoot}>
      <button
        ref={button}
        type="button"
        className={styles.item}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {icon}
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <p className={styles.panelTitle}>{label}</p>
        {children}
      </div>
    </div>
  );
};
