import { ClockIcon } from '../../components/icons/icons';
import { useTranslation } from '../../lib/use-translation';
import { CustomerServiceLink } from '../shared-customer-service/customer-service-link';
import { SystemScreen, systemScreenStyles as styles } from './system-screen';

type TMaintenanceScreenProps = {
  customerService: readonly { csType: string; title: string; url: string }[];
};

/** Status 1: the whole site is down for maintenance. */
export const MaintenanceScreen = ({ customerService }: TMaintenanceScreenProps) => {
  const { t } = useTranslation();
  return (
    <SystemScreen icon={<ClockIcon />} title={t('game_maintenance')}>
      <p className={styles.text}>{t('info_maintenance')}</p>
      <div className={styles.actions}>
        <CustomerServiceLink channels={customerService} />
      </div>
    </SystemScreen>
  );
};
