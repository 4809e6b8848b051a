import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../lib/use-translation';
import { FeedbackForm } from './feedback-form';

type TFeedbackModalProps = { open: boolean; onClose: () => void };

/** The feedback dialog of docs/product.md §2, for visitors and members alike. */
export const FeedbackModal = ({ open, onClose }: TFeedbackModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('service.feedback.title')}>
      <FeedbackForm onSent={onClose} />
    </Modal>
  );
};
