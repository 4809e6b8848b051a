import { Button } from '../../components/button/button';
import { RefreshIcon } from '../../components/icons/shell-icons';
import { useTranslation } from '../../lib/use-translation';
import { SystemScreen, systemScreenStyles as styles } from './system-screen';

type TStatusErrorScreenProps = { onRetry: () => void; isRetrying: boolean };

/** The site status could not be loaded, so nothing else can be shown yet. */
export const StatusErrorScreen = ({ onRetry, isRetrying }: TStatusErrorScreenProps) => {
  const { t } = useTranslation();
  return (
    <SystemScreen icon={<RefreshIcon />} title={t('system.cannot_connect')}>
      <p className={styles.text}>{t('error.in_network_again')}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry} loading={isRetrying} icon={<RefreshIcon />}>
          {t('common.retry')}
        </Button>
      </div>
    </SystemScreen>
  );
};
