import type { TMissionCycle, TMissionMetric, TMissionStatus } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/** Translation keys of a mission's values (docs/history/rewards-interfaces.md "missionSummary"). */
export const MISSION_CYCLE_KEYS: Readonly<Record<TMissionCycle, TMessageKey>> = {
  DAILY: tk('rewards.missions.cycle.daily'),
  WEEKLY: tk('rewards.missions.cycle.weekly'),
};

export const MISSION_METRIC_KEYS: Readonly<Record<TMissionMetric, TMessageKey>> = {
  TURNOVER: tk('rewards.missions.metric.turnover'),
  ROUNDS: tk('rewards.missions.metric.rounds'),
  DEPOSIT: tk('rewards.missions.metric.deposit'),
};

export const MISSION_STATUS_KEYS: Readonly<Record<TMissionStatus, TMessageKey>> = {
  in_progress: tk('rewards.missions.status.in_progress'),
  completed: tk('rewards.missions.status.completed'),
  claimed: tk('rewards.missions.status.claimed'),
};
