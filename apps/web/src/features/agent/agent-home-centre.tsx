import { Link, useLocation } from 'react-router';
import { QueryErrorMessage } from '../../components/status-message/query-error-message';
import { useTranslation } from '../../lib/use-translation';
import { centreLocation, type TCentreNavGroup } from '../shared-centre/centre-config';
import { merchantToday, presetRange } from '../shared-date-range/merchant-days';
import { useMoney } from '../shared-money/api/use-money';
import recordStyles from '../shared-records/records.module.css';
import { SignedAmount } from '../shared-records/signed-amount';
import { SummaryCard } from '../shared-records/summary-card';
import styles from './agent-home.module.css';
import { useTeamOverview } from './api/use-team-reports';
import { AGENT_CENTRE_CONFIG } from './centre/agent-centre-navigation';
import { AGENT_CENTRE, type TAgentCentrePage } from './centre/agent-centre-pages';

type TAgentHomeCentreProps = {
  /** The agent centre's pages this agent has, grouped as in its navigation (the app layer knows them). */
  groups: readonly TCentreNavGroup<TAgentCentrePage>[];
};

/** The agent home's way into the agent centre: the team of the last 7 days at a glance, and a link to every page. */
export const AgentHomeCentre = ({ groups }: TAgentHomeCentreProps) => {
  const { t } = useTranslation();
  const location = useLocation();
  const { format } = useMoney();
  const overview = useTeamOverview(presetRange('last7', merchantToday()));
  const data = overview.data;
  const linkTo = (page: TAgentCentrePage) => centreLocation(location, AGENT_CENTRE.param, page);

  return (
    <section className={styles.card} aria-labelledby="agent-centre-title">
      <div className={styles.cardHeader}>
        <h2 id="agent-centre-title" className={styles.cardTitle}>
          {t('agent.home_shortcuts')}
        </h2>
        <Link className={styles.centreLink} to={linkTo(AGENT_CENTRE.defaultPage)}>
          {t('agent.open_centre')}
        </Link>
      </div>
      <h3 className={styles.subTitle}>{t('agent.home_overview')}</h3>
      {overview.isError ? (
        <QueryErrorMessage
          title={t('agent.overview.load_failed')}
          error={overview.error}
          isRetrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <div className={recordStyles.cards} aria-busy={overview.isPending || undefined}>
          <SummaryCard label={t('agent.overview.team_size')} value={data?.members.teamSize ?? null} />
          <SummaryCard
            label={t('agent.overview.active_members')}
            value={data?.members.activeMembers ?? null}
          />
          <SummaryCard
            label={t('agent.overview.valid_bets')}
            value={data ? format(data.money.validBetAmount) : null}
          />
          <SummaryCard
            label={t('agent.overview.profit_loss')}
            value={data ? <SignedAmount minor={data.money.profitLoss} format={format} /> : null}
          />
        </div>
      )}
      <nav aria-label={t('agent.nav')} className={styles.centreNav}>
        {groups.map((group) => (
          <ul key={group.labelKey} className={styles.centreLinks} aria-label={t(group.labelKey)}>
            {group.pages.map((page) => (
              <li key={page}>
                <Link className={styles.centreLink} to={linkTo(page)}>
                  {t(AGENT_CENTRE_CONFIG.labelKeys[page])}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </section>
  );
};
