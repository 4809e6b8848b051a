import type { TMessageKey } from '../../lib/i18n-keys';
import { type TMessageValues, translateMessage } from '../../lib/message';
import { useTranslation } from '../../lib/use-translation';
import styles from './form.module.css';

/** The message of a form-level failure (not tied to one field), announced as an alert. */
export const FormError = ({
  messageKey,
  values,
}: {
  messageKey: TMessageKey | null | undefined;
  /** What the message's placeholders are filled with (`{{minutes}}`; a phrase is itself a message). */
  values?: TMessageValues;
}) => {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p className={styles.formError} role="alert">
      {translateMessage(t, { key: messageKey, values })}
    </p>
  );
};
