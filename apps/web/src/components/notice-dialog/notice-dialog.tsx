import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { InfoIcon } from '../icons/icons';
import { AlertIcon } from '../icons/shell-icons';
import { Modal } from '../modal/modal';
import styles from './notice-dialog.module.css';

type TNoticeDialogProps = {
  open: boolean;
  /** `info` for guidance (trial accounts), `warning` for failures (SMS errors). */
  tone: 'info' | 'warning';
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
};

/** A message the user acknowledges with one button; no close button and no Escape, like the product's (docs/product.md) prompts. */
export const NoticeDialog = ({ open, tone, title, message, confirmLabel, onConfirm }: TNoticeDialogProps) => (
  <Modal open={open} onClose={onConfirm} title={title} closable={false} size="sm">
    <div className={styles.body}>
      <span className={[styles.icon, styles[tone]].join(' ')}>
        {tone === 'info' ? <InfoIcon /> : <AlertIcon />}
      </span>
      <p className={styles.message}>{message}</p>
    </div>
    <div className={styles.actions}>
      <Button onClick={onConfirm}>{confirmLabel}</Button>
    </div>
  </Modal>
);
