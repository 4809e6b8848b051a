import type { TMission } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { GiftIcon, TrophyIcon } from '../../../components/icons/icons';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { MoneyConfirmDialog } from '../../shared-money/money-confirm-dialog';
import { useMoneyForm } from '../../shared-money/use-money-form';
import records from '../../shared-records/records.module.css';
import { useClaimMissionReward } from '../api/use-claim-mission-reward';
import { MISSION_CYCLE_KEYS, MISSION_METRIC_KEYS, MISSION_STATUS_KEYS } from './mission-labels';
import styles from './missions.module.css';
import { timeLeftParts } from './time-left';
import { useMissionValue } from './use-mission-value';

const STATUS_CLASS = {
  in_progress: records.badgeWaiting,
  completed: records.badgeGood,
  claimed: undefined,
} as const;

type TMissionCardProps = {
  mission: TMission;
  now: number;
  onShowLeaderboard: (missionId: string) => void;
};

/** One mission of this cycle: progress towards the target, reward, time left, and its reward to claim once completed. */
export const MissionCard = ({ mission, now, onShowLeaderboard }: TMissionCardProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const valueOf = useMissionValue();
  const claim = useClaimMissionReward();
  const { claimId } = mission;
  const form = useMoneyForm({
    initial: () => ({}),
    // The claim button shows only while the mission has a claimId.
    draft: () => ({ claimId: claimId ?? '' }),
    mutation: claim,
    doneMessage: (_draft, paid) => t('rewards.missions.claim_done', { amount: format(paid.amount) }),
  });
  const titleId = `mission-${mission.missionId}-title`;
  const progressText = t('rewards.missions.progress_of', {
    progress: valueOf(mission.metric, mission.progress),
    target: valueOf(mission.metric, mission.target),
  });
  const left = timeLeftParts(mission.cycleEnd, now);
  const timeLeft =
    left.days > 0
      ? t('rewards.missions.time_left_days', { days: String(left.days), hours: String(left.hours) })
      : t('rewards.missions.time_left_hours', { hours: String(left.hours), minutes: String(left.minutes) });
  const isBusy = form.isBusy;

  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <h5 id={titleId} className={styles.cardTitle}>
          {mission.title}
        </h5>
        <span className={[records.badge, STATUS_CLASS[mission.status]].filter(Boolean).join(' ')}>
          {t(MISSION_STATUS_KEYS[mission.status])}
        </span>
      </div>
      {mission.description && <p className={styles.description}>{mission.description}</p>}
      <ProgressBar
        label={mission.title}
        value={mission.progress}
        max={mission.target}
        valueText={progressText}
        tone={mission.status === 'in_progress' ? 'progress' : 'done'}
      />
      <p className={styles.progressText}>
        {t(MISSION_METRIC_KEYS[mission.metric])}: {progressText}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rewards.missions.reward')}</dt>
          <dd>{format(mission.rewardAmount)}</dd>
        </div>
        <div>
          <dt>{t('rewards.missions.cycle')}</dt>
          <dd>{t(MISSION_CYCLE_KEYS[mission.cycle])}</dd>
        </div>
        <div>
          <dt>{t('rewards.missions.time_left')}</dt>
          <dd>{timeLeft}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {mission.status === 'completed' && claimId !== null && (
          <Button
            variant="primary"
            size="sm"
            icon={<GiftIcon />}
            loading={isBusy}
            disabled={isBusy}
            aria-label={t('rewards.missions.claim_mission', { name: mission.title })}
            onClick={form.submit}
          >
            {t('rewards.missions.claim')}
          </Button>
        )}
        {mission.status === 'completed' && claimId === null && (
          <p className={styles.hint}>{t('rewards.missions.claim_in_centre')}</p>
        )}
        <Button
          variant="outline"
          size="sm"
          icon={<TrophyIcon />}
          aria-label={t('rewards.missions.show_leaderboard', { name: mission.title })}
          onClick={() => onShowLeaderboard(mission.missionId)}
        >
          {t('rewards.missions.leaderboard')}
        </Button>
      </div>
      <FormError messageKey={form.formErrorKey} values={form.formErrorValues} />
      <MoneyConfirmDialog
        form={form}
        title={t('rewards.missions.claim_confirm_title')}
        message={() =>
          t('rewards.missions.claim_confirm', { amount: format(mission.rewardAmount), name: mission.title })
        }
        confirmLabel={t('rewards.missions.claim_now')}
      />
    </li>
  );
};
