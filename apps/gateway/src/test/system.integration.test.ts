import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLocation, TSiteSettings, TSiteTemplate } from '@site/contracts';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
const BEACON_LIMIT = 5;
beforeAll(async () => {
  stack = await startGatewayAgainstMock({ RATE_LIMIT_BEACON_PER_MINUTE: String(BEACON_LIMIT) });
});
afterAll(() => stack?.stop());

type TBeacon = { type: string; path: string; language: string; at: number; ip: string };

describe('the site settings', () => {
  it('follow the merchant’s switches', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const before = await visitor.query<TSiteSettings>('system.settings');
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ agentPolicy: true, contractTypes: { hourly: true } });
    expect(before.data?.maxContractRatePercent).toBeGreaterThan(0);
    await stack.mock.qa('POST', '/whitelabel', { flag: 'HOURSAL3', enabled: false });
    try {
      const after = await visitor.query<TSiteSettings>('system.settings');
      expect(after.data?.contractTypes).toMatchObject({ hourly: false, daily: true });
    } finally {
      await stack.mock.qa('POST', '/whitelabel', { flag: 'HOURSAL3', enabled: true });
    }
  });
});

describe('the location', () => {
  it('is the visitor’s address as the upstream saw it, and its block', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '203.0.113.44' });
    expect((await visitor.query<TLocation>('system.location')).data).toEqual({
      ip: '203.0.113.44',
      regionRestriction: false,
    });
    await stack.mock.qa('POST', '/region-block', { on: true });
    try {
      expect((await visitor.query<TLocation>('system.location')).data?.regionRestriction).toBe(true);
    } finally {
      await stack.mock.qa('POST', '/region-block', { on: false });
    }
  });
});

describe('the site template', () => {
  it('names the colour browsers paint their bars with', async () => {
    const template = await new GatewayVisitor(stack.app).query<TSiteTemplate>('system.template');
    expect(template.data?.themeColour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('the analytics beacon', () => {
  it('reaches the upstream as a page view with the visitor’s language and address', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '198.51.100.77', language: 'TY' });
    const sent = await visitor.mutate('system.collect', { path: '/promotions' });
    expect(sent.status).toBe(200);
    expect(sent.data).toBeNull();
    const { beacons } = await stack.mock.qa<{ beacons: TBeacon[] }>('GET', '/beacons');
    expect(beacons.at(-1)).toMatchObject({
      type: 'page_view',
      path: '/promotions',
      language: 'TY',
      ip: '198.51.100.77',
    });
  });

  it('answers 429 to a visitor sending more beacons a minute than the limit', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '198.51.100.78' });
    const statuses = [];
    for (let view = 0; view <= BEACON_LIMIT; view++) {
      statuses.push((await visitor.mutate('system.collect', { path: `/page-${view}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(BEACON_LIMIT).fill(200), 429]);
  });

  it('refuses a path that is not one', async () => {
    const refused = await new GatewayVisitor(stack.app).mutate('system.collect', {
      path: 'https://elsewhere',
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.key).toBe('validation_failed');
  });
});

describe('the readiness probe', () => {
  it('is ready while the upstream answers the merchant’s domain route and serves the site’s domain', async () => {
    const ready = await stack.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, checks: { upstream: 'ok', domain: 'ok' } });
  });
});
