import { useTranslation } from 'react-i18next';
import styles from './cashier.module.css';

/** A message about the whole form (not one field), announced as an alert. */
export const FormMessage = ({ messageKey }: { messageKey: string | null }) => {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p className={styles.formError} role="alert">
      {t(messageKey)}
    </p>
  );
};
