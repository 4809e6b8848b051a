import type { ReactNode } from 'react';
import { LinkButton } from '../../components/button/link-button';
import { ShieldIcon, UserIcon } from '../../components/icons/icons';
import { StatusMessage } from '../../components/status-message/status-message';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { memberTypeLabelKey } from '../shared-auth/member-type';
import type { TCentreNavGroup } from '../shared-centre/centre-config';
import { AgentBalanceCard } from './agent-balance-card';
import styles from './agent-home.module.css';
import { AgentHomeCentre } from './agent-home-centre';
import type { TAgentCentrePage } from './centre/agent-centre-pages';

type TAgentHomePageProps = {
  /** The sign-out control, supplied by the app from the session feature. */
  signOut: ReactNode;
  /** The agent centre's pages this agent has, by navigation group (the app layer knows the registry). */
  centreGroups: readonly TCentreNavGroup<TAgentCentrePage>[];
};

/**
 * Route /agentHome, where an agent lands after the agent login: who is signed
 * in (account, nickname, agent type), the balance, the agent centre's ways
 * in (the team at a glance, a link to each page) and sign out. The route
 * guard has already sent visitors to /login.
 */
export const AgentHomePage = ({ signOut, centreGroups }: TAgentHomePageProps) => {
  const { t } = useTranslation();
  const { member } = useSession();
  if (!member) return null;

  if (!member.isAgent) {
    return (
      <StatusMessage
        tone="error"
        title={t('agent.not_agent_title')}
        description={t('error.error_not_agent')}
        action={
          <LinkButton to={paths.agentLogin.path} variant="outline">
            {t('agent.login_title')}
          </LinkButton>
        }
      />
    );
  }

  const typeLabel = t(memberTypeLabelKey(member.type), { type: member.type });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <span className={styles.badge}>
            <ShieldIcon />
          </span>
          <div>
            <p className={styles.eyebrow}>{t('agent.home_eyebrow')}</p>
            <h1 className={styles.title}>
              {t('agent.home_title', { name: member.nickname ?? member.account })}
            </h1>
          </div>
        </div>
        <div className={styles.signOut}>{signOut}</div>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="agent-profile-title">
          <h2 id="agent-profile-title" className={styles.cardTitle}>
            <UserIcon /> {t('agent.profile')}
          </h2>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt>{t('member.account')}</dt>
              <dd data-testid="agent-account">{member.account}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('member.nickname')}</dt>
              <dd>{member.nickname ?? t('member.no_nickname')}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('agent.type')}</dt>
              <dd data-testid="agent-type">{typeLabel}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('agent.member_id')}</dt>
              <dd>{member.id}</dd>
            </div>
          </dl>
        </section>
        <AgentBalanceCard />
        <div className={styles.wide}>
          <AgentHomeCentre groups={centreGroups} />
        </div>
      </div>
    </div>
  );
};
