import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../store/memory-counter-store.js';
import { FakeClock } from '../test/fake-clock.js';
import { testConfig } from '../test/test-config.js';
import { RateLimiter } from './rate-limiter.js';

const limiterWith = (env: Record<string, string>) => {
  const clock = new FakeClock();
  return { clock, limiter: new RateLimiter(new MemoryCounterStore(clock), testConfig(env).rateLimits) };
};

const tooManyAfter = (seconds: number) => ({
  code: 'TOO_MANY_REQUESTS',
  errorData: { key: 'too_many_requests', hint: { retryAfterSeconds: seconds } },
});

describe('RateLimiter', () => {
  it('holds one IP to its per-minute limit across accounts, then resets with the window', async () => {
    const { clock, limiter } = limiterWith({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    for (const subject of ['a', 'b', 'c']) await limiter.consume('login', { ip: '10.0.0.1', subject });
    clock.advance(20_000);
    await expect(limiter.consume('login', { ip: '10.0.0.1', subject: 'd' })).rejects.toMatchObject(
      tooManyAfter(40),
    );
    await limiter.consume('login', { ip: '10.0.0.2', subject: 'd' });
    clock.advance(40_000);
    await limiter.consume('login', { ip: '10.0.0.1', subject: 'e' });
  });

  it('holds one account to its limit across IPs', async () => {
    const { clock, limiter } = limiterWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '2' });
    await limiter.consume('login', { ip: '10.0.0.1', subject: 'player9' });
    await limiter.consume('login', { ip: '10.0.0.2', subject: 'player9' });
    await expect(limiter.consume('login', { ip: '10.0.0.3', subject: 'player9' })).rejects.toMatchObject(
      tooManyAfter(60),
    );
    await limiter.consume('login', { ip: '10.0.0.3', subject: 'someone-else' });
    clock.advance(60_000);
    await limiter.consume('login', { ip: '10.0.0.4', subject: 'player9' });
  });

  it('keeps buckets apart: SMS sends do not use up logins', async () => {
    const { limiter } = limiterWith({ RATE_LIMIT_SMS_SEND_PER_MINUTE: '1' });
    await limiter.consume('smsSend', { ip: '10.0.0.1', subject: '639171234567' });
    await limiter.consume('login', { ip: '10.0.0.1', subject: 'player9' });
    await expect(
      limiter.consume('smsSend', { ip: '10.0.0.1', subject: '639170000000' }),
    ).rejects.toMatchObject(tooManyAfter(60));
  });

  it('counts an IPv6 visitor by its /64, and IPv4-mapped addresses as IPv4', async () => {
    const { limiter } = limiterWith({ RATE_LIMIT_CAPTCHA_PER_MINUTE: '2' });
    await limiter.consume('captcha', { ip: '2001:db8:1:2::1', subject: null });
    await limiter.consume('captcha', { ip: '2001:db8:1:2:ffff::9', subject: null });
    await expect(
      limiter.consume('captcha', { ip: '2001:0db8:0001:0002::abcd', subject: null }),
    ).rejects.toThrow();
    await limiter.consume('captcha', { ip: '2001:db8:1:3::1', subject: null });

    await limiter.consume('captcha', { ip: '192.0.2.1', subject: null });
    await limiter.consume('captcha', { ip: '::ffff:192.0.2.1', subject: null });
    await expect(limiter.consume('captcha', { ip: '192.0.2.1', subject: null })).rejects.toThrow();
  });
});
