import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryMock, qa } from '../test/test-app.js';
import { addCard, createPayer, withdraw } from '../test/withdraw-fixtures.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('withdrawal auto-confirm job', () => {
  it('marks overdue approved withdrawals received every 30 s while the app is up', async () => {
    // Only the job's interval is faked: requests and the database run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const testApp = await createInMemoryMock();
    try {
      const payer = await createPayer(testApp.app, { balanceMinor: 50_000 });
      const created = await withdraw(testApp.app, payer.token, {
        amount: 100,
        bankCardId: await addCard(testApp.app, payer.token),
      });
      const id = Number(created.json().value.withdrawalId);
      await qa(testApp.app, `/withdrawals/${id}/approve`, {});
      testApp.db.$client
        .prepare('UPDATE withdrawals SET confirm_before = ? WHERE id = ?')
        .run(Date.now() - 1, id);
      const statusOf = () =>
        testApp.db.$client
          .prepare('SELECT status, is_auto_confirmed AS auto FROM withdrawals WHERE id = ?')
          .get(id) as {
          status: string;
          auto: number;
        };

      vi.advanceTimersByTime(29_000);
      expect(statusOf().status).toBe('approved');
      vi.advanceTimersByTime(1_000);
      expect(statusOf()).toEqual({ status: 'received', auto: 1 });
    } finally {
      await testApp.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
