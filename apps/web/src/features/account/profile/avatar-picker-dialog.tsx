import type { TAvatarOutput } from '@site/contracts/api';
import { FormSubmit } from '../../../components/form/form-submit';
import { useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-context';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeAvatar } from '../api/use-change-avatar';
import styles from './profile.module.css';
import { StaticAvatar } from './static-avatar';

type TAvatarPickerDialogProps = { open: boolean; onClose: () => void; avatar: TAvatarOutput };

/** Choose one of the merchant's static avatars (the member's own is picked when the dialog opens). */
export const AvatarPickerDialog = ({ open, onClose, avatar }: TAvatarPickerDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const changeAvatar = useChangeAvatar();
  const form = useForm(() => ({ avatar: avatar.current.id }));

  const onSubmit = form.submitWith(
    () => ({}),
    () => {
      if (changeAvatar.isPending) return;
      changeAvatar.mutate(
        { id: form.values.avatar },
        {
          onSuccess: () => {
            toast.show(t('profile.avatar_saved'), 'success');
            onClose();
          },
          onError: (error) => form.showServerError(error),
        },
      );
    },
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('profile.avatar_title')}
      size="sm"
      onBeforeOpen={() => form.setValues({ avatar: avatar.current.id })}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.avatarChoices}>
          <legend className={styles.lead}>{t('profile.avatar_lead')}</legend>
          {avatar.choices.map((choice, index) => (
            <label key={choice.id} className={styles.avatarChoice}>
              <input
                type="radio"
                name="avatar"
                value={choice.id}
                checked={form.values.avatar === choice.id}
                onChange={() => form.setValue('avatar', choice.id)}
              />
              <StaticAvatar id={choice.id} className={styles.avatarImage} />
              <VisuallyHidden>{t('profile.avatar_option', { number: index + 1 })}</VisuallyHidden>
            </label>
          ))}
        </fieldset>
        <FormSubmit
          errorKey={form.formErrorKey}
          label={t('profile.avatar_save')}
          isBusy={changeAvatar.isPending}
        />
      </form>
    </Modal>
  );
};
