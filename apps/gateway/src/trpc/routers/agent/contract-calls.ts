import { AGENT_PATHS } from '@site/contracts';

/** Per contract type, the paths of its four calls (named here so the registry test sees each use). */
export const CONTRACT_PATHS = {
  dividend: {
    info: AGENT_PATHS.dividendContract,
    current: AGENT_PATHS.dividendCurrent,
    settlements: AGENT_PATHS.dividendSettlements,
    process: AGENT_PATHS.dividendProcess,
  },
  daily: {
    info: AGENT_PATHS.dailyContract,
    current: AGENT_PATHS.dailyCurrent,
    settlements: AGENT_PATHS.dailySettlements,
    process: AGENT_PATHS.dailyProcess,
  },
  hourly: {
    info: AGENT_PATHS.hourlyContract,
    current: AGENT_PATHS.hourlyCurrent,
    settlements: AGENT_PATHS.hourlySettlements,
    process: AGENT_PATHS.hourlyProcess,
  },
  realtime: {
    info: AGENT_PATHS.realtimeContract,
    current: AGENT_PATHS.realtimeCurrent,
    settlements: AGENT_PATHS.realtimeSettlements,
    process: AGENT_PATHS.realtimeProcess,
  },
} as const;
