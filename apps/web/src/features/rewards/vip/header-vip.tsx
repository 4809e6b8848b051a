import type { TVip } from '@site/contracts/api';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../lib/use-translation';
import { useRewardsSummary } from '../../shared-rewards/api/use-rewards-summary';
import { useVipProgress } from './use-vip-progress';
import styles from './vip.module.css';
import { VipIcon } from './vip-icon';

/**
 * The member's VIP rank and this month's progress to the next, in the
 * header's member area. It waits for `rewards.summary` quietly: the header
 * is no place for a loading or error panel (the security centre has them).
 */
export const HeaderVip = () => {
  const summary = useRewardsSummary();
  if (!summary.data) return null;
  return <HeaderVipRank vip={summary.data.vip} />;
};

const HeaderVipRank = ({ vip }: { vip: TVip }) => {
  const { t } = useTranslation();
  const progress = useVipProgress(vip);
  return (
    <div className={styles.header} data-testid="header-vip" title={progress.valueText}>
      <span className={styles.headerRank}>
        <VipIcon className={styles.icon} />
        <span>
          <VisuallyHidden>{`${t('rewards.vip.rank')}: `}</VisuallyHidden>
          {vip.rankName}
        </span>
      </span>
      <ProgressBar
        className={styles.headerBar}
        label={progress.label}
        value={vip.monthlyTurnover}
        max={vip.monthlyTurnoverTarget}
        valueText={progress.valueText}
        tone={progress.isTopRank ? 'done' : 'progress'}
      />
    </div>
  );
};
