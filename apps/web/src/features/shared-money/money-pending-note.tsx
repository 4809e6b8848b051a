import { ClockIcon } from '../../components/icons/icons';
import { useTranslation } from '../../lib/use-translation';
import styles from './money.module.css';

/** "Pending — we are checking": a money request whose outcome the web is still asking about (decision 0015). */
export const MoneyPendingNote = ({ isOutcomePending }: { isOutcomePending: boolean }) => {
  const { t } = useTranslation();
  if (!isOutcomePending) return null;
  return (
    <p className={styles.pending} role="status">
      <ClockIcon />
      <span>{t('error.request_pending')}</span>
    </p>
  );
};
