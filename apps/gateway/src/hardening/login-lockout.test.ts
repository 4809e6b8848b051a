import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../store/memory-counter-store.js';
import { FakeClock } from '../test/fake-clock.js';
import { LoginLockout } from './login-lockout.js';

const lockoutWith = (maxFailures = 5, windowMinutes = 15) => {
  const clock = new FakeClock();
  return { clock, lockout: new LoginLockout(new MemoryCounterStore(clock), { maxFailures, windowMinutes }) };
};

const locked = (retryAfterSeconds: number) => ({
  code: 'FORBIDDEN',
  errorData: { key: 'account_locked', hint: { retryAfterSeconds } },
});

describe('LoginLockout', () => {
  it('locks an account after 5 failures within 15 minutes, holds, then lets it try again', async () => {
    const { clock, lockout } = lockoutWith();
    for (let failure = 0; failure < 4; failure++) {
      await lockout.recordFailure('player9');
      clock.advanceMinutes(2);
    }
    await lockout.assertNotLocked('player9');
    await lockout.recordFailure('player9');
    await expect(lockout.assertNotLocked('player9')).rejects.toMatchObject(locked(15 * 60));
    clock.advanceMinutes(10);
    await expect(lockout.assertNotLocked('Player9 ')).rejects.toMatchObject(locked(5 * 60));
    await lockout.assertNotLocked('someone-else');
    clock.advanceMinutes(5);
    await lockout.assertNotLocked('player9');
    // A fresh window: one more failure is not a lock.
    await lockout.recordFailure('player9');
    await lockout.assertNotLocked('player9');
  });

  it('does not lock for failures spread wider than the window', async () => {
    const { clock, lockout } = lockoutWith(3, 15);
    await lockout.recordFailure('player9');
    await lockout.recordFailure('player9');
    clock.advanceMinutes(15);
    await lockout.recordFailure('player9');
    await lockout.assertNotLocked('player9');
  });

  it('clears the count on a success', async () => {
    const { lockout } = lockoutWith(3);
    await lockout.recordFailure('player9');
    await lockout.recordFailure('player9');
    await lockout.clear('player9');
    await lockout.recordFailure('player9');
    await lockout.recordFailure('player9');
    await lockout.assertNotLocked('player9');
  });
});
