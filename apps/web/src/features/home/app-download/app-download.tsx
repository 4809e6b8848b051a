import { AndroidIcon, AppleIcon, PhoneIcon } from '../../../components/icons/icons';
import { QrCode } from '../../../components/qr-code/qr-code';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { usePageOrigin } from '../../../lib/page-origin';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import styles from './app-download.module.css';
import { appLinks, type TAppLink } from './app-links';

const AppCard = ({ link }: { link: TAppLink }) => {
  const { t } = useTranslation();
  const isAndroid = link.platform === 'android';
  const name = isAndroid ? t('home.app_android') : t('home.app_ios');
  return (
    <li className={styles.card} data-testid={`home-app-${link.platform}`}>
      <div className={styles.qrFrame}>
        <QrCode value={link.url} label={t('home.app_qr_label', { platform: name })} />
      </div>
      <div className={styles.cardBody}>
        <span className={styles.platform}>
          {isAndroid ? (
            <AndroidIcon className={styles.platformIcon} />
          ) : (
            <AppleIcon className={styles.platformIcon} />
          )}
          {name}
        </span>
        <a className={styles.download} href={link.url} target="_blank" rel="noopener noreferrer">
          {t('home.app_download', { platform: name })}
          <VisuallyHidden>{t('home.opens_new_tab')}</VisuallyHidden>
        </a>
      </div>
    </li>
  );
};

/** The app download block (docs/product.md §1 and §2): a QR code for Android and for iOS. */
export const AppDownload = () => {
  const { t } = useTranslation();
  const { site, resources } = useSiteStatus();
  const links = appLinks(resources, usePageOrigin());

  return (
    <section className={styles.block} aria-labelledby="home-app-title" data-testid="home-app-download">
      <div className={styles.intro}>
        <span className={styles.phone} aria-hidden="true">
          <PhoneIcon />
        </span>
        <div>
          <h2 id="home-app-title" className={styles.title}>
            {t('home.app_title', { brand: site.name })}
          </h2>
          <p className={styles.text}>{t('home.app_text')}</p>
        </div>
      </div>
      <ul role="list" className={styles.cards}>
        {links.map((link) => (
          <AppCard key={link.platform} link={link} />
        ))}
      </ul>
    </section>
  );
};
