import type { TMissionCycle } from '@site/contracts';
import { mockNow } from '../../../core/clock/mock-clock.js';
import { periodAt, type TPeriod } from '../../../core/clock/periods.js';
import type { TExecutor } from '../../../db/client.js';

const PERIOD_OF_CYCLE = { DAILY: 'daily', WEEKLY: 'weekly' } as const satisfies Record<TMissionCycle, string>;

/**
 * The cycle of a mission holding the instant, by the merchant's time
 * (UTC+8, and the mock clock QA moves): daily from midnight, weekly from
 * Monday midnight.
 */
export const missionCycleAt = (db: TExecutor, merchantId: number, cycle: TMissionCycle, at: Date): TPeriod =>
  periodAt(PERIOD_OF_CYCLE[cycle], mockNow(db, merchantId, at).getTime());
