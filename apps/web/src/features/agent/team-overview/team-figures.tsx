import type { TTeamOverview } from '@site/contracts/api';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../../shared-records/records.module.css';
import { SignedAmount } from '../../shared-records/signed-amount';
import { SummaryCard } from '../../shared-records/summary-card';

type TTeamFiguresProps = {
  /** Undefined while loading: skeleton cards. */
  overview: TTeamOverview | undefined;
  isLoading: boolean;
  format: (minor: number) => string;
};

const MEMBER_FIGURES = [
  ['teamSize', tk('agent.overview.team_size')],
  ['directMembers', tk('agent.overview.direct_members')],
  ['agents', tk('agent.overview.agents')],
  ['players', tk('agent.overview.players')],
  ['newMembers', tk('agent.overview.new_members')],
  ['activeMembers', tk('agent.overview.active_members')],
  ['firstDepositors', tk('agent.overview.first_depositors')],
] as const satisfies readonly (readonly [keyof TTeamOverview['members'], string])[];

const MONEY_FIGURES = [
  ['betAmount', tk('agent.overview.bets')],
  ['validBetAmount', tk('agent.overview.valid_bets')],
  ['winAmount', tk('agent.overview.wins')],
  ['depositAmount', tk('agent.overview.deposits')],
  ['withdrawAmount', tk('agent.overview.withdrawals')],
  ['bonusAmount', tk('agent.overview.bonuses')],
  ['rebateAmount', tk('agent.overview.rebates')],
] as const satisfies readonly (readonly [keyof TTeamOverview['money'], string])[];

/** The team's member counts and money totals of the range, as two groups of cards. */
export const TeamFigures = ({ overview, isLoading, format }: TTeamFiguresProps) => {
  const { t } = useTranslation();
  const money = overview?.money;
  return (
    <>
      <h4 className={styles.sectionTitle}>{t('agent.overview.members')}</h4>
      <div className={styles.cards} aria-busy={isLoading || undefined}>
        {MEMBER_FIGURES.map(([field, labelKey]) => (
          <SummaryCard key={field} label={t(labelKey)} value={overview?.members[field] ?? null} />
        ))}
      </div>
      <h4 className={styles.sectionTitle}>{t('agent.overview.money')}</h4>
      <div className={styles.cards} aria-busy={isLoading || undefined}>
        <SummaryCard
          isMain
          label={t('agent.overview.profit_loss')}
          value={money ? <SignedAmount minor={money.profitLoss} format={format} /> : null}
        />
        <SummaryCard label={t('agent.overview.bet_count')} value={money?.betCount ?? null} />
        {MONEY_FIGURES.map(([field, labelKey]) => (
          <SummaryCard key={field} label={t(labelKey)} value={money ? format(money[field]) : null} />
        ))}
      </div>
    </>
  );
};
