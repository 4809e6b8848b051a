import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../store/memory-counter-store.js';
import { FakeClock } from '../test/fake-clock.js';
import { SmsQuota } from './sms-quota.js';

/** 21:00 UTC: three hours before the day's quota resets. */
const EVENING = Date.UTC(2026, 10, 22, 21, 0, 0);

const quotaWith = (perNumber = 10, perIp = 30) => {
  const clock = new FakeClock(EVENING);
  return { clock, quota: new SmsQuota(new MemoryCounterStore(clock), clock, { perNumber, perIp }) };
};

const exceeded = (retryAfterSeconds: number) => ({
  code: 'TOO_MANY_REQUESTS',
  errorData: { key: 'sms_quota_exceeded', hint: { retryAfterSeconds } },
});

describe('SmsQuota', () => {
  it('allows 10 SMS a day to one number, then refuses until midnight UTC', async () => {
    const { clock, quota } = quotaWith();
    for (let sent = 0; sent < 10; sent++)
      await quota.consume({ recipient: '639171234567', ip: `10.0.0.${sent}` });
    await expect(quota.consume({ recipient: '639171234567', ip: '10.0.1.1' })).rejects.toMatchObject(
      exceeded(3 * 60 * 60),
    );
    await quota.consume({ recipient: '639170000000', ip: '10.0.1.1' });
    clock.advance(3 * 60 * 60 * 1000);
    await quota.consume({ recipient: '639171234567', ip: '10.0.1.1' });
  });

  it('allows 30 SMS a day from one IP, whatever the numbers', async () => {
    const { clock, quota } = quotaWith();
    for (let sent = 0; sent < 30; sent++)
      await quota.consume({ recipient: `6391700000${sent}`, ip: '10.0.0.1' });
    await expect(quota.consume({ recipient: '639179999999', ip: '10.0.0.1' })).rejects.toMatchObject(
      exceeded(3 * 60 * 60),
    );
    clock.advanceMinutes(60);
    await expect(quota.consume({ recipient: '639179999999', ip: '10.0.0.1' })).rejects.toMatchObject(
      exceeded(2 * 60 * 60),
    );
    clock.advanceMinutes(120);
    await quota.consume({ recipient: '639179999999', ip: '10.0.0.1' });
  });
});
