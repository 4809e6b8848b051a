import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodAt } from '../core/clock/periods.js';
import { createTeam, grantContract } from '../test/agent-fixtures.js';
import { createInMemoryMock } from '../test/test-app.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('agent settlement job', () => {
  it('settles the closed periods every AGENT_SETTLEMENT_TICK_SECONDS while the app is up', async () => {
    // Only the job's interval is faked: requests and the database run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const testApp = await createInMemoryMock();
    try {
      const team = await createTeam(testApp.app, testApp.db, 0);
      const { contractId } = await grantContract(testApp.app, {
        username: team.top.username,
        contractType: 'hourly',
        ratePercent: 1,
      });
      const twoHoursAgo = periodAt('hourly', Date.now()).start - 2 * 60 * 60 * 1000;
      testApp.db.$client
        .prepare('UPDATE agent_contracts SET offered_at = ?, decided_at = ? WHERE id = ?')
        .run(twoHoursAgo, twoHoursAgo, Number(contractId));
      const settledPeriods = () =>
        testApp.db.$client
          .prepare('SELECT count(*) AS n FROM agent_settlements WHERE contract_id = ?')
          .get(Number(contractId));

      vi.advanceTimersByTime(59_000);
      expect(settledPeriods()).toEqual({ n: 0 });
      vi.advanceTimersByTime(1_000);
      expect(settledPeriods()).toEqual({ n: 2 });
    } finally {
      await testApp.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
