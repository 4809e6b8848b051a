import { useRef, useState } from 'react';
import { TrophyIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { formatCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import records from '../../shared-records/records.module.css';
import { useMissions } from '../api/use-reward-queries';
import { MissionCard } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import styles from './missions.module.css';
import { useMinuteClock } from './time-left';

/**
 * Missions and their leaderboard (docs/product.md §2 "mission leaderboard"):
 * this cycle's missions with their progress, and the top members of the
 * chosen one. Progress moves live (`mission:progress`, app/live-updates.tsx).
 */
export const MissionsPage = () => {
  const { t } = useTranslation();
  const missions = useMissions();
  const now = useMinuteClock();
  const [chosen, setChosen] = useState<string | null>(null);
  const leaderboardRef = useRef<HTMLElement>(null);
  // A mission's "Leaderboard" button shows its board, which sits under the list.
  const showLeaderboard = (missionId: string) => {
    setChosen(missionId);
    leaderboardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  if (missions.isPending) return <Skeleton className={styles.skeleton} />;
  if (missions.isError)
    return (
      <QueryErrorMessage
        title={t('rewards.missions.load_failed')}
        error={missions.error}
        isRetrying={missions.isFetching}
        onRetry={() => void missions.refetch()}
      />
    );
  const list = missions.data.missions;
  if (list.length === 0)
    return <StatusMessage tone="empty" icon={<TrophyIcon />} title={t('rewards.missions.empty')} />;
  const shownId = list.find((mission) => mission.missionId === chosen)?.missionId ?? list[0]!.missionId;

  return (
    <div className={styles.page}>
      <dl className={[records.cards, styles.counts].join(' ')}>
        <div className={records.card}>
          <dt className={records.cardLabel}>{t('rewards.missions.completed_count')}</dt>
          <dd className={records.cardValue}>
            {formatCount(missions.data.completedCount)} / {formatCount(list.length)}
          </dd>
        </div>
        <div className={records.card}>
          <dt className={records.cardLabel}>{t('rewards.missions.claimable_count')}</dt>
          <dd className={records.cardValue}>{formatCount(missions.data.claimableCount)}</dd>
        </div>
      </dl>
      <section className={styles.section} aria-labelledby="missions-list-title">
        <h4 id="missions-list-title" className={records.sectionTitle}>
          {t('rewards.missions.this_cycle')}
        </h4>
        <ul className={styles.cards} role="list">
          {list.map((mission) => (
            <MissionCard
              key={mission.missionId}
              mission={mission}
              now={now}
              onShowLeaderboard={showLeaderboard}
            />
          ))}
        </ul>
      </section>
      <MissionLeaderboard ref={leaderboardRef} missions={list} missionId={shownId} onChoose={setChosen} />
    </div>
  );
};
