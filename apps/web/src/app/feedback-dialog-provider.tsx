import { type ReactNode, useMemo, useRef, useState } from 'react';
import { lazyDialog } from '../components/modal/lazy-dialog';
import { FeedbackDialogContext, type TFeedbackDialogApi } from '../features/shared-feedback/feedback-dialog';

const FeedbackModal = lazyDialog(() =>
  import('../features/system/feedback/feedback-modal').then((module) => module.FeedbackModal),
);

/** Holds the feedback dialog; each opening starts an empty form. */
export const FeedbackDialogProvider = ({ children }: { children: ReactNode }) => {
  const [isOpen, setIsOpen] = useState(false);
  const [instance, setInstance] = useState(0);
  const nextInstance = useRef(1);
  const api = useMemo<TFeedbackDialogApi>(
    () => ({
      open: () => {
        setInstance(nextInstance.current++);
        setIsOpen(true);
      },
    }),
    [],
  );
  return (
    <FeedbackDialogContext.Provider value={api}>
      {children}
      <FeedbackModal key={instance} open={isOpen} onClose={() => setIsOpen(false)} />
    </FeedbackDialogContext.Provider>
  );
};
