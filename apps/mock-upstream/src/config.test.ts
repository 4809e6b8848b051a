import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      isQaApiEnabled: false,
      logLevel: 'info',
      lotteryTickMs: 1000,
      // Metrics are served on a port of their own only when one is named.
      metrics: { port: null, host: '127.0.0.1' },
    });
    expect(config.databasePath).toMatch(/data\/mock\.sqlite$/);
  });

  it('reads the variables, with empty ones counting as unset', () => {
    const config = loadConfig({
      MOCK_HOST: '0.0.0.0',
      MOCK_PORT: '4100',
      MOCK_DB: ':memory:',
      QA_API: '1',
      AGENT_SETTLEMENT_TICK_SECONDS: '15',
      LOTTERY_TICK_MS: '0',
      MOCK_METRICS_PORT: '9465',
      MOCK_METRICS_HOST: '0.0.0.0',
      LOG_LEVEL: '',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 4100,
      databasePath: ':memory:',
      isQaApiEnabled: true,
      seamlessKey: 'dev-seamless-key',
      feedKey: 'dev-feed-key',
      feedRetainedEvents: 10_000,
      agentSettlementTickSeconds: 15,
      lotteryTickMs: 0,
      metrics: { port: 9465, host: '0.0.0.0' },
      logLevel: 'info',
      logFormat: 'json',
    });
  });

  it('in production, needs its own SEAMLESS_KEY and FEED_KEY, not the development defaults', () => {
    const keys = { SEAMLESS_KEY: 'vendor-key-7f3a9c', FEED_KEY: 'gateway-key-41d2e8' };
    expect(loadConfig({ NODE_ENV: 'production', ...keys })).toMatchObject({
      seamlessKey: keys.SEAMLESS_KEY,
      feedKey: keys.FEED_KEY,
    });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SEAMLESS_KEY: is required[\s\S]*FEED_KEY: is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys, SEAMLESS_KEY: '' })).toThrow(
      /SEAMLESS_KEY: is required/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SEAMLESS_KEY: 'dev-seamless-key', FEED_KEY: 'dev-feed-key' }),
    ).toThrow(/SEAMLESS_KEY: must not be the development default[\s\S]*FEED_KEY: must not be/);
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ MOCK_PORT: 'eighty', QA_API: 'yes', LOG_LEVEL: 'loud' })).toThrow(
      /MOCK_PORT[\s\S]*QA_API[\s\S]*LOG_LEVEL/,
    );
    expect(() => loadConfig({ AGENT_SETTLEMENT_TICK_SECONDS: '0' })).toThrow(/AGENT_SETTLEMENT_TICK_SECONDS/);
    expect(() => loadConfig({ LOTTERY_TICK_MS: '-1' })).toThrow(/LOTTERY_TICK_MS/);
    expect(() => loadConfig({ MOCK_METRICS_PORT: '0' })).toThrow(/MOCK_METRICS_PORT/);
  });
});
