import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../lib/use-translation';
import { MoneyPendingNote } from './money-pending-note';
import type { TMoneyConfirmation } from './use-money-form';

type TMoneyConfirmDialogProps<TDraft> = {
  /** The form of `useMoneyForm`: the dialog is open while it holds a draft. */
  form: TMoneyConfirmation<TDraft>;
  title: string;
  /** The sentence that names what is about to move, for the draft awaiting confirmation. */
  message: (draft: TDraft) => string;
  confirmLabel: string;
};

/** The confirmation every money move asks for before it runs, and its "pending — we are checking" note. */
export const MoneyConfirmDialog = <TDraft,>({
  form,
  title,
  message,
  confirmLabel,
}: TMoneyConfirmDialogProps<TDraft>) => {
  const { t } = useTranslation();
  return (
    <>
      <MoneyPendingNote isOutcomePending={form.isOutcomePending} />
      <ConfirmDialog
        open={form.draft !== null}
        title={title}
        message={form.draft ? message(form.draft) : ''}
        confirmLabel={confirmLabel}
        cancelLabel={t('in_more_cancel')}
        onConfirm={form.confirm}
        onCancel={form.cancel}
      />
    </>
  );
};
