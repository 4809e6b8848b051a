import type { TAppDownload } from '@site/contracts/api';
import { AndroidIcon, AppleIcon, MonitorIcon, PhoneIcon } from '../../../components/icons/icons';
import { Loader } from '../../../components/loader/loader';
import { QrCode } from '../../../components/qr-code/qr-code';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloads } from '../api/use-content-queries';
import styles from './download-page.module.css';

const PLATFORM_NAME_KEYS: Record<TAppDownload['platform'], TMessageKey> = {
  ANDROID: tk('service.download.android'),
  IOS: tk('service.download.ios'),
  WINDOWS: tk('service.download.windows'),
  MACOS: tk('service.download.macos'),
};

const PLATFORM_ICONS: Record<TAppDownload['platform'], typeof AndroidIcon> = {
  ANDROID: AndroidIcon,
  IOS: AppleIcon,
  WINDOWS: MonitorIcon,
  MACOS: MonitorIcon,
};

/** Phones scan a code; a computer's app is downloaded on the computer itself. */
const isPhone = (platform: TAppDownload['platform']) => platform === 'ANDROID' || platform === 'IOS';

const AppCard = ({ app }: { app: TAppDownload }) => {
  const { t } = useTranslation();
  const name = t(PLATFORM_NAME_KEYS[app.platform]);
  const PlatformIcon = PLATFORM_ICONS[app.platform];
  return (
    <li className={styles.card} data-testid={`download-${app.platform.toLowerCase()}`}>
      <h2 className={styles.platform}>
        <PlatformIcon className={styles.platformIcon} />
        {name}
      </h2>
      {isPhone(app.platform) && (
        <div className={styles.qr}>
          <div className={styles.qrFrame}>
            <QrCode value={app.url} label={t('service.download.qr', { platform: name })} size={140} />
          </div>
          <p className={styles.note}>{t('service.download.scan')}</p>
        </div>
      )}
      <dl className={styles.facts}>
        {app.version && (
          <div>
            <dt>{t('service.download.version')}</dt>
            <dd>{app.version}</dd>
          </div>
        )}
        {app.minOsVersion && (
          <div>
            <dt>{t('service.download.requires')}</dt>
            <dd>{app.minOsVersion}</dd>
          </div>
        )}
      </dl>
      <a className={styles.download} href={app.url} target="_blank" rel="noopener noreferrer">
        {t('service.download.action', { platform: name })}
        <VisuallyHidden>{t('home.opens_new_tab')}</VisuallyHidden>
      </a>
    </li>
  );
};

/** Route /down (docs/product.md §2): the merchant's apps, a QR code for each phone app and a link for every one. */
export const DownloadPage = () => {
  const { t } = useTranslation();
  const { site } = useSiteStatus();
  const downloads = useDownloads();

  const body = () => {
    if (downloads.isPending) return <Loader label={t('common.loading')} />;
    if (downloads.isError)
      return (
        <QueryErrorMessage
          title={t('service.download.load_failed')}
          error={downloads.error}
          isRetrying={downloads.isFetching}
          onRetry={() => void downloads.refetch()}
        />
      );
    if (downloads.data.apps.length === 0)
      return <StatusMessage tone="empty" title={t('service.download.empty')} />;
    return (
      <ul role="list" className={styles.cards}>
        {downloads.data.apps.map((app) => (
          <AppCard key={app.platform} app={app} />
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.phone} aria-hidden="true">
          <PhoneIcon />
        </span>
        <div>
          <h1 className={styles.title}>{t('service.download.title', { brand: site.name })}</h1>
          <p className={styles.intro}>{t('service.download.intro')}</p>
        </div>
      </header>
      {body()}
    </div>
  );
};
