import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { ClockIcon, GiftIcon, LinkIcon, ShieldIcon, TrophyIcon } from '../../../components/icons/icons';
import { tk } from '../../../lib/i18n-keys';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { CustomerServiceLink } from '../../shared-customer-service/customer-service-link';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import { useAgentCentre } from '../centre/use-agent-centre';
import styles from './join-page.module.css';

/** Why join: each benefit's title and text. */
const BENEFITS = [
  {
    icon: TrophyIcon,
    title: tk('service.join.benefit_share_title'),
    text: tk('service.join.benefit_share_text'),
  },
  {
    icon: ClockIcon,
    title: tk('service.join.benefit_salary_title'),
    text: tk('service.join.benefit_salary_text'),
  },
  {
    icon: LinkIcon,
    title: tk('service.join.benefit_links_title'),
    text: tk('service.join.benefit_links_text'),
  },
  {
    icon: ShieldIcon,
    title: tk('service.join.benefit_reports_title'),
    text: tk('service.join.benefit_reports_text'),
  },
] as const;

/** The contracts an agent may hold (docs/product.md §1 and §6: dividend, daily, hourly and real-time salary). */
const CONTRACTS = [
  { title: tk('service.join.contract_dividend_title'), text: tk('service.join.contract_dividend_text') },
  { title: tk('service.join.contract_daily_title'), text: tk('service.join.contract_daily_text') },
  { title: tk('service.join.contract_hourly_title'), text: tk('service.join.contract_hourly_text') },
  { title: tk('service.join.contract_realtime_title'), text: tk('service.join.contract_realtime_text') },
] as const;

const STEPS = [
  tk('service.join.step_register'),
  tk('service.join.step_invite'),
  tk('service.join.step_earn'),
] as const;

/** The way in for who is looking: a visitor registers or signs in as an agent, an agent opens its centre, a player invites or asks. */
const JoinActions = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const { customerService } = useSiteStatus();
  const agentCentre = useAgentCentre();
  const memberCentre = useMemberCentre();
  if (!member)
    return (
      <div className={styles.actions}>
        <LinkButton to={paths.register.path} size="lg">
          {t('service.join.register')}
        </LinkButton>
        <LinkButton to={paths.agentLogin.path} variant="outline" size="lg">
          {t('service.join.agent_login')}
        </LinkButton>
      </div>
    );
  if (member.isAgent)
    return (
      <div className={styles.actions}>
        <Button size="lg" onClick={() => agentCentre.open('team-overview')}>
          {t('service.join.open_agent_centre')}
        </Button>
      </div>
    );
  return (
    <div className={styles.actions}>
      <Button size="lg" icon={<GiftIcon />} onClick={() => memberCentre.open('referral')}>
        {t('service.join.invite_friends')}
      </Button>
      <CustomerServiceLink channels={customerService} variant="outline" size="lg" />
      <p className={styles.note}>{t('service.join.player_note')}</p>
    </div>
  );
};

/** Route /join (docs/product.md §2 "Join page"): the agent programme, what it pays, and the way in. */
export const JoinPage = () => {
  const { t } = useTranslation();
  const { site } = useSiteStatus();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('service.join.kicker', { brand: site.name })}</p>
        <h1 className={styles.title}>{t('service.join.title')}</h1>
        <p className={styles.intro}>{t('service.join.intro')}</p>
        <JoinActions />
      </header>

      <section aria-labelledby="join-benefits">
        <h2 id="join-benefits" className={styles.heading}>
          {t('service.join.benefits')}
        </h2>
        <ul role="list" className={styles.grid}>
          {BENEFITS.map(({ icon: BenefitIcon, title, text }) => (
            <li key={title} className={styles.card}>
              <BenefitIcon className={styles.cardIcon} />
              <h3 className={styles.cardTitle}>{t(title)}</h3>
              <p className={styles.cardText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-contracts">
        <h2 id="join-contracts" className={styles.heading}>
          {t('service.join.contracts')}
        </h2>
        <p className={styles.sectionIntro}>{t('service.join.contracts_intro')}</p>
        <ul role="list" className={styles.grid}>
          {CONTRACTS.map(({ title, text }) => (
            <li key={title} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(title)}</h3>
              <p className={styles.cardText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-steps">
        <h2 id="join-steps" className={styles.heading}>
          {t('service.join.how')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              {t(step)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
};
