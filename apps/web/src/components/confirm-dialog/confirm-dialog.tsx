import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question. Only its two buttons answer it: no close button, no Escape. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) => (
  <Modal open={open} onClose={onCancel} title={title} closable={false} size="sm">
    <p className={styles.message}>{message}</p>
    <div className={styles.actions}>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button variant="primary" onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  </Modal>
);
