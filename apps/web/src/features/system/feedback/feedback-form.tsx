import { type FormEvent, useId, useState } from 'react';
import { countWords, ZSendFeedbackInputSchema } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { FieldFrame, fieldMessageId } from '../../../components/field/field-frame';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { SendIcon } from '../../../components/icons/icons';
import { useToast } from '../../../components/toast/toast-context';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { ProofUpload } from '../../shared-proof-upload/proof-upload';
import { useSendFeedback } from '../api/use-send-feedback';
import styles from './feedback.module.css';

const FIELDS = ['content', 'images'] as const;
type TField = (typeof FIELDS)[number];

const { minWords, maxWords, maxChars } = LIMITS.feedback;
/** The values of the spec's "content between {0} and {1} words". */
const WORD_BOUNDS = { min: String(minWords), max: String(maxWords) };

/**
 * Feedback (docs/product.md §5): the text between the word bounds and, from
 * a signed-in member only (the gateway refuses pictures from guests), up to
 * three png/jpg pictures of at most 5 MB each, checked by the contracts'
 * schema before sending and again by the gateway.
 */
export const FeedbackForm = ({ onSent }: { onSent: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const contentId = useId();
  const send = useSendFeedback();
  const { member } = useSession();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const { errors, formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, bind } =
    useFormErrors<TField>(FIELDS);
  const contentError = errors.content ? t(errors.content, WORD_BOUNDS) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    const parsed = parseWithSchema<typeof ZSendFeedbackInputSchema._output, TField>(
      ZSendFeedbackInputSchema,
      {
        content,
        images,
      },
    );
    if (parsed.errors) {
      setFieldErrors(parsed.errors);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.show(t('service.feedback.sent'), 'success');
        onSent();
      },
      onError: showServerError,
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('service.feedback.form')}>
      <p className={styles.intro}>{t(member ? 'service.feedback.intro' : 'service.feedback.intro_guest')}</p>
      <FieldFrame
        controlId={contentId}
        label={t('service.feedback.content')}
        isRequired
        error={contentError}
        help={t('service.feedback.count', { count: countWords(content), ...WORD_BOUNDS })}
        variant="default"
      >
        <textarea
          id={contentId}
          name="content"
          className={styles.textarea}
          rows={6}
          maxLength={maxChars}
          value={content}
          disabled={send.isPending}
          aria-required="true"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={fieldMessageId(contentId)}
          onChange={(event) => {
            setContent(event.target.value);
            clearField('content');
          }}
        />
      </FieldFrame>
      {member && (
        <ProofUpload
          label={t('service.feedback.pictures')}
          {...bind('images', images, setImages)}
          disabled={send.isPending}
        />
      )}
      <FormSubmit
        errorKey={formErrorKey}
        label={t('service.feedback.submit')}
        isBusy={send.isPending}
        icon={<SendIcon />}
      />
    </form>
  );
};
