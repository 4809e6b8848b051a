import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { MoneyPendingNote } from './money-pending-note';

type TMoneyConfirmDialogProps<TDraft> = {
  /** The action of `useConfirmedMoneyAction`: the dialog is open while it holds a draft. */
  action: { draft: TDraft | null; isOutcomePending: boolean; confirm: () => void; cancel: () => void };
  title: string;
  /** The sentence that names what is about to move, for the draft awaiting confirmation. */
  message: (draft: TDraft) => string;
  confirmLabel: string;
};

/** The confirmation every money move asks for before it runs, and its "pending — we are checking" note. */
export const MoneyConfirmDialog = <TDraft,>({
  action,
  title,
  message,
  confirmLabel,
}: TMoneyConfirmDialogProps<TDraft>) => {
  const { t } = useTranslation();
  return (
    <>
      <MoneyPendingNote isOutcomePending={action.isOutcomePending} />
      <ConfirmDialog
        open={action.draft !== null}
        title={title}
        message={action.draft ? message(action.draft) : ''}
        confirmLabel={confirmLabel}
        cancelLabel={t('in_more_cancel')}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      />
    </>
  );
};
