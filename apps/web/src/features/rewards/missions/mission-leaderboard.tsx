import type { Ref } from 'react';
import type { TMission } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { SelectField } from '../../../components/select-field/select-field';
import { formatCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import records from '../../shared-records/records.module.css';
import { useMissionLeaderboard } from '../api/use-reward-queries';
import styles from './missions.module.css';
import { useMissionValue } from './use-mission-value';

type TLeaderboardRow = { rank: number; username: string; progress: number; completed: boolean };

type TMissionLeaderboardProps = {
  missions: readonly TMission[];
  missionId: string;
  onChoose: (missionId: string) => void;
  ref?: Ref<HTMLElement>;
};

/** This cycle's top members of the chosen mission, the member's own rank marked and stated. */
export const MissionLeaderboard = ({ missions, missionId, onChoose, ref }: TMissionLeaderboardProps) => {
  const { t } = useTranslation();
  const valueOf = useMissionValue();
  const leaderboard = useMissionLeaderboard(missionId);
  const mission = missions.find((candidate) => candidate.missionId === missionId);
  const metric = mission?.metric ?? 'ROUNDS';
  const me = leaderboard.data?.me ?? null;

  const columns: TDataColumn<TLeaderboardRow>[] = [
    { key: 'rank', header: t('rewards.missions.column.rank'), render: (row) => `#${formatCount(row.rank)}` },
    {
      key: 'member',
      header: t('rewards.missions.column.member'),
      render: (row) =>
        me?.rank === row.rank ? (
          <span className={styles.me}>
            {row.username}{' '}
            <span className={[records.badge, records.badgeWaiting].join(' ')}>
              {t('rewards.missions.you')}
            </span>
          </span>
        ) : (
          row.username
        ),
    },
    {
      key: 'progress',
      header: t('rewards.missions.column.progress'),
      align: 'end',
      render: (row) => valueOf(metric, row.progress),
    },
    {
      key: 'completed',
      header: t('rewards.missions.column.status'),
      render: (row) =>
        row.completed ? (
          <span className={[records.badge, records.badgeGood].join(' ')}>
            {t('rewards.missions.status.completed')}
          </span>
        ) : (
          <span className={records.badge}>{t('rewards.missions.status.in_progress')}</span>
        ),
    },
  ];

  return (
    <section ref={ref} className={styles.section} aria-labelledby="missions-leaderboard-title">
      <h4 id="missions-leaderboard-title" className={records.sectionTitle}>
        {t('rewards.missions.leaderboard')}
      </h4>
      <div className={styles.filter}>
        <SelectField
          label={t('rewards.missions.mission')}
          options={missions.map((candidate) => ({ value: candidate.missionId, label: candidate.title }))}
          value={missionId}
          onChange={(event) => onChoose(event.target.value)}
        />
      </div>
      {leaderboard.data && (
        <p className={styles.myRank} data-testid="my-rank">
          {me
            ? t('rewards.missions.my_rank', {
                rank: formatCount(me.rank),
                progress: valueOf(metric, me.progress),
              })
            : t('rewards.missions.not_ranked')}
        </p>
      )}
      <DataTable
        label={t('rewards.missions.leaderboard_of', { name: mission?.title ?? '' })}
        columns={columns}
        rows={leaderboard.data?.rows}
        rowKey={(row) => String(row.rank)}
        isLoading={leaderboard.isPending}
        error={leaderboard.error}
        isRetrying={leaderboard.isFetching}
        onRetry={() => void leaderboard.refetch()}
        emptyText={t('rewards.missions.leaderboard_empty')}
      />
    </section>
  );
};
