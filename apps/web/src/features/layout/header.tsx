import type { ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { FeedbackIcon } from '../../components/icons/shell-icons';
import { useSiteStatus } from '../../lib/site-status';
import { useTranslation } from '../../lib/use-translation';
import { CustomerServiceLink } from '../shared-customer-service/customer-service-link';
import { useFeedbackDialog } from '../shared-feedback/feedback-dialog';
import { Brand } from './brand';
import styles from './header.module.css';
import { LanguageSelector } from './language-selector';

type THeaderProps = {
  /** The main menu, supplied by the app (the games feature builds it from the vendor list). */
  nav: ReactNode;
  /** The login form or the member's balance and account, supplied by the app. */
  session: ReactNode;
  /** A full-width line under the main bar (the trial-account notice), supplied by the app. */
  notice?: ReactNode;
};

export const Header = ({ nav, session, notice }: THeaderProps) => {
  const { t } = useTranslation();
  const { site, customerService } = useSiteStatus();
  const feedback = useFeedbackDialog();
  return (
    <header className={styles.header}>
      <div className={styles.utilityBar}>
        <div className={styles.utilityInner}>
          <p className={styles.tagline}>
            <span className={styles.ageBadge}>{t('footer.age_badge')}</span>
            <span className={styles.taglineText}>{t('header.tagline')}</span>
          </p>
          <div className={styles.utilityActions}>
            <LanguageSelector languages={site.languages} />
            <CustomerServiceLink
              channels={customerService}
              variant="ghost"
              size="sm"
              labelClassName={styles.phoneIconOnly}
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<FeedbackIcon />}
              title={t('service.feedback.open')}
              onClick={feedback.open}
            >
              <span className={styles.phoneIconOnly}>{t('service.feedback.open')}</span>
            </Button>
          </div>
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={styles.mainInner}>
          <div className={styles.brandNav}>
            <Brand name={site.name} logoUrl={site.logoUrl} />
          </div>
          <div className={styles.session}>{session}</div>
        </div>
      </div>
      {/* The game menu has a dozen entries: it gets a row of its own under the main bar. */}
      <div className={styles.navRow}>
        <div className={styles.navInner}>{nav}</div>
      </div>
      {notice}
    </header>
  );
};
