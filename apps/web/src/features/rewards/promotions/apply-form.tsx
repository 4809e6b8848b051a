import { type FormEvent, useState } from 'react';
import { type TPromotionCard, VALIDATION, ZApplyRewardInputSchema } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { SendIcon } from '../../../components/icons/icons';
import { RemarkField } from '../../../components/remark-field/remark-field';
import { useToast } from '../../../components/toast/toast-context';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { useErrorMessage } from '../../../lib/use-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { ProofUpload } from '../../shared-proof-upload/proof-upload';
import { useApplyReward } from '../api/use-reward-mutations';
import styles from '../shared/rewards.module.css';

const FIELDS = ['remarks', 'pictures'] as const;
type TField = (typeof FIELDS)[number];

type TApplyFormProps = { promotion: TPromotionCard; onClose: () => void };

/**
 * The reward request of a joined SIGNUP promotion (docs/product.md §5): a
 * remark of at most 140 characters and up to 3 png/jpg pictures of at most
 * 5 MB each, at least one when the promotion asks for proof.
 */
export const ApplyForm = ({ promotion, onClose }: TApplyFormProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const apply = useApplyReward();
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const describeError = useErrorMessage();
  const { formErrorKey, formErrorValues, setFieldErrors, clearFormError, showServerError, bind } =
    useFormErrors(FIELDS, { describeError });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    const parsed = ZApplyRewardInputSchema.safeParse({
      promotionId: promotion.promotionId,
      remarks,
      pictures,
    });
    const found = parsed.success ? {} : fieldMessagesOf<TField>(parsed.error.issues);
    if (promotion.requiresProof && pictures.length === 0) found.pictures = VALIDATION.proofRequired;
    setFieldErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast.show(t('rewards.applied', { title: promotion.title }), 'success');
        onClose();
      },
      onError: showServerError,
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('rewards.apply_form', { title: promotion.title })}
    >
      <RemarkField
        label={t('rewards.apply_remark')}
        max={LIMITS.activityRemarkMaxChars}
        {...bind('remarks', remarks, setRemarks)}
        disabled={apply.isPending}
      />
      <ProofUpload
        label={t('rewards.apply_pictures')}
        {...bind('pictures', pictures, setPictures)}
        isRequired={promotion.requiresProof}
        disabled={apply.isPending}
      />
      <FormSubmit
        errorKey={formErrorKey}
        errorValues={formErrorValues}
        label={t('rewards.apply_submit')}
        isBusy={apply.isPending}
        icon={<SendIcon />}
      >
        <Button variant="ghost" disabled={apply.isPending} onClick={onClose}>
          {t('in_more_cancel')}
        </Button>
      </FormSubmit>
    </form>
  );
};
