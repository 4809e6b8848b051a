import { LIMITS } from '@site/contracts/domain';
import { LinkButton } from '../../components/button/link-button';
import { ClockIcon, GiftIcon } from '../../components/icons/icons';
import { HeadsetIcon } from '../../components/icons/shell-icons';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFlag, useSiteStatus } from '../../lib/site-status';
import { useTranslation } from '../../lib/use-translation';
import styles from './home.module.css';

/** The welcome banner: brand, promise and the next step for visitors or members. */
export const HomeHero = () => {
  const { t } = useTranslation();
  const { site } = useSiteStatus();
  const { member } = useSession();
  const canRegister = useFlag('DIRECTREG3');

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroGlow} aria-hidden="true" />
      <div className={styles.heroContent}>
        <p className={styles.eyebrow}>
          {member ? t('home.welcome_back', { name: member.nickname ?? member.account }) : t('home.eyebrow')}
        </p>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t('home.title', { brand: site.name })}
        </h1>
        <p className={styles.heroText}>{t('home.subtitle')}</p>
        <div className={styles.heroActions}>
          {member ? (
            <LinkButton to={paths.promotions.path} size="lg" icon={<GiftIcon />}>
              {t('home.cta_promotions')}
            </LinkButton>
          ) : (
            <>
              {canRegister && (
                <LinkButton to={paths.register.path} size="lg">
                  {t('home.cta_register')}
                </LinkButton>
              )}
              <LinkButton to={paths.login.path} size="lg" variant="outline">
                {t('home.cta_login')}
              </LinkButton>
            </>
          )}
        </div>
      </div>
      <ul role="list" className={styles.perks}>
        <li className={styles.perk}>
          <ClockIcon className={styles.perkIcon} />
          <span>
            <strong>{t('home.perk_deposit_title', { minutes: LIMITS.averageDepositMinutes })}</strong>
            <span className={styles.perkText}>{t('home.perk_deposit_text')}</span>
          </span>
        </li>
        <li className={styles.perk}>
          <ClockIcon className={styles.perkIcon} />
          <span>
            <strong>{t('home.perk_withdraw_title', { minutes: LIMITS.averageWithdrawMinutes })}</strong>
            <span className={styles.perkText}>{t('home.perk_withdraw_text')}</span>
          </span>
        </li>
        <li className={styles.perk}>
          <HeadsetIcon className={styles.perkIcon} />
          <span>
            <strong>{t('home.perk_support_title')}</strong>
            <span className={styles.perkText}>{t('home.perk_support_text')}</span>
          </span>
        </li>
      </ul>
    </section>
  );
};
