import { CustomerServiceLink } from '../../components/customer-service/customer-service-link';
import { ShieldIcon } from '../../components/icons/icons';
import { useTranslation } from '../../lib/use-translation';
import { SystemScreen, systemScreenStyles as styles } from './system-screen';

type TRegionBlockedScreenProps = {
  ip: string;
  customerService: readonly { csType: string; title: string; url: string }[];
};

/** Status 2: the visitor's region or IP is not served. */
export const RegionBlockedScreen = ({ ip, customerService }: TRegionBlockedScreenProps) => {
  const { t } = useTranslation();
  return (
    <SystemScreen icon={<ShieldIcon />} title={t('blockip')}>
      <p className={styles.text}>{t('info_ip_block')}</p>
      <p className={styles.ip}>
        <span>{t('system.your_ip')}</span>
        <span className={styles.ipValue} data-testid="visitor-ip">
          {ip}
        </span>
      </p>
      <div className={styles.actions}>
        <CustomerServiceLink channels={customerService} />
      </div>
    </SystemScreen>
  );
};
