import { Link } from 'react-router';
import { LIMITS } from '@site/contracts/domain';
import { tk } from '../../lib/i18n-keys';
import { paths } from '../../lib/paths';
import { useSiteStatus } from '../../lib/site-status';
import { useTranslation } from '../../lib/use-translation';
import { CustomerServiceLink } from '../shared-customer-service/customer-service-link';
import { useFeedbackDialog } from '../shared-feedback/feedback-dialog';
import styles from './footer.module.css';
import { FooterBar } from './footer-bar';
import { FooterLinkList } from './footer-link-list';
import { FooterProviders } from './footer-providers';
import {
  APP_RESOURCE_TYPES,
  CONTACT_RESOURCE_TYPES,
  FOLLOW_RESOURCE_TYPES,
  resourcesOfType,
} from './site-resources';

/** Help centre topics, each opening the help dialog on it (/help#<topic>, the gateway's topic ids); responsible gaming has its own page. */
const HELP_TOPICS = [
  { topic: 'about', labelKey: tk('footer.help.about') },
  { topic: 'deposit', labelKey: tk('footer.help.deposit') },
  { topic: 'withdraw', labelKey: tk('footer.help.withdraw') },
  { topic: 'faq', labelKey: tk('footer.help.faq') },
  { topic: 'terms', labelKey: tk('footer.help.terms') },
  { topic: 'privacy', labelKey: tk('footer.help.privacy') },
] as const;

export const Footer = () => {
  const { t } = useTranslation();
  const { site, resources, customerService } = useSiteStatus();
  const feedback = useFeedbackDialog();
  const contactLinks = CONTACT_RESOURCE_TYPES.flatMap((type) => resourcesOfType(resources, type));
  const followLinks = FOLLOW_RESOURCE_TYPES.flatMap((type) => resourcesOfType(resources, type));
  const appLinks = APP_RESOURCE_TYPES.flatMap((type) => resourcesOfType(resources, type));
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <section className={styles.column} aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.brandName}>
              {site.name}
            </h2>
            <p className={styles.text}>{t('footer.about_text')}</p>
            <p className={styles.responsible}>
              <span className={styles.ageBadge}>{t('footer.age_badge')}</span>
              <Link className={styles.responsibleLink} to={paths.responsibleGaming.path}>
                {t('footer.responsible_gaming')}
              </Link>
            </p>
          </section>

          <section className={styles.column} aria-labelledby="footer-service">
            <h2 id="footer-service" className={styles.heading}>
              {t('footer.service')}
            </h2>
            <div className={styles.metric}>
              <div className={styles.metricRow}>
                <span>{t('footer.average_deposit')}</span>
                <strong className={styles.metricValue}>
                  {t('footer.minutes', { minutes: LIMITS.averageDepositMinutes })}
                </strong>
              </div>
              <FooterBar />
            </div>
            <div className={styles.metric}>
              <div className={styles.metricRow}>
                <span>{t('footer.average_withdraw')}</span>
                <strong className={styles.metricValue}>
                  {t('footer.minutes', { minutes: LIMITS.averageWithdrawMinutes })}
                </strong>
              </div>
              <FooterBar />
            </div>
          </section>

          <section className={styles.column} aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer.help_centre')}
            </h2>
            <ul role="list" className={styles.plainList}>
              <li>
                <Link className={styles.siteLink} to={paths.lotteryResults.path}>
                  {t('footer.lottery_results')}
                </Link>
              </li>
              {HELP_TOPICS.map(({ topic, labelKey }) => (
                <li key={topic}>
                  <Link className={styles.siteLink} to={{ pathname: paths.help.path, hash: topic }}>
                    {t(labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <Link className={styles.siteLink} to={paths.responsibleGaming.path}>
                  {t('footer.help.responsible')}
                </Link>
              </li>
              <li>
                <Link className={styles.siteLink} to={paths.down.path}>
                  {t('footer.download_page')}
                </Link>
              </li>
              <li>
                <Link className={styles.siteLink} to={paths.join.path}>
                  {t('footer.join')}
                </Link>
              </li>
              <li>
                <button type="button" className={styles.siteLink} onClick={feedback.open}>
                  {t('service.feedback.open')}
                </button>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('footer.contact')}
            </h2>
            <div className={styles.contactActions}>
              <CustomerServiceLink channels={customerService} variant="outline" size="sm" />
            </div>
            <FooterLinkList links={contactLinks} label={t('footer.contact')} />
            {followLinks.length > 0 && (
              <>
                <h3 className={styles.subheading}>{t('footer.follow_us')}</h3>
                <FooterLinkList links={followLinks} label={t('footer.follow_us')} />
              </>
            )}
            {appLinks.length > 0 && (
              <>
                <h3 className={styles.subheading}>{t('footer.download_app')}</h3>
                <FooterLinkList links={appLinks} label={t('footer.download_app')} />
              </>
            )}
          </section>
        </div>

        <FooterProviders />

        <div className={styles.bottom}>
          <p>{t('footer.browsers')}</p>
          <p>{t('footer.copyright', { year, brand: site.name })}</p>
        </div>
      </div>
    </footer>
  );
};
