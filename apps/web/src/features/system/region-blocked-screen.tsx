import { ShieldIcon } from '../../components/icons/icons';
import { useTranslation } from '../../lib/use-translation';
import { CustomerServiceLink } from '../shared-customer-service/customer-service-link';
import { useLocationInfo } from './api/use-system-calls';
import { SystemScreen, systemScreenStyles as styles } from './system-screen';

type TRegionBlockedScreenProps = {
  /** The address the start-up status saw; shown until the location call answers. */
  ip: string;
  customerService: readonly { csType: string; title: string; url: string }[];
};

/** Status 2: the visitor's region or IP is not served; the address shown is the upstream's location reading. */
export const RegionBlockedScreen = ({ ip, customerService }: TRegionBlockedScreenProps) => {
  const { t } = useTranslation();
  const location = useLocationInfo();
  return (
    <SystemScreen icon={<ShieldIcon />} title={t('blockip')}>
      <p className={styles.text}>{t('info_ip_block')}</p>
      <p className={styles.ip}>
        <span>{t('system.your_ip')}</span>
        <span className={styles.ipValue} data-testid="visitor-ip">
          {location.data?.ip ?? ip}
        </span>
      </p>
      <div className={styles.actions}>
        <CustomerServiceLink channels={customerService} />
      </div>
    </SystemScreen>
  );
};
