import { createContext, useContext } from 'react';

export type TFeedbackDialogApi = {
  /** Opens the feedback dialog (docs/product.md §2: from the header, the footer and the service bar). */
  open: () => void;
};

export const FeedbackDialogContext = createContext<TFeedbackDialogApi | null>(null);

/** The feedback dialog's opener; any page, bar or menu may call it, for visitors and members alike. */
export const useFeedbackDialog = (): TFeedbackDialogApi => {
  const api = useContext(FeedbackDialogContext);
  if (!api) throw new Error('useFeedbackDialog needs a FeedbackDialogProvider');
  return api;
};
