import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAMES_PATHS,
  GAMES_TWIN_PATHS,
  SYSTEM_PATHS,
  ZWireLocationSchema,
  ZWireSiteSettingsSchema,
  ZWireSystemStatusSchema,
  ZWireTemplatesSchema,
} from '@site/contracts';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, query, headers: { ...MERCHANT_HEADERS, ...headers } });

const beacon = (body: string, merchant: string = DEMO_MERCHANT_CODE) =>
  testApp.app.inject({
    method: 'POST',
    url: SYSTEM_PATHS.collect,
    headers: { merchant, 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '198.51.100.4' },
    payload: body,
  });

describe('the mobile status call', () => {
  it('answers the status for the merchant’s domain and for a local host', async () => {
    for (const url of ['https://m.luckypavilion.example', 'localhost:5173']) {
      const reply = await get(SYSTEM_PATHS.statusV2, { device: 'MOBILE', url });
      expect(reply.statusCode, url).toBe(200);
      expect(ZWireSystemStatusSchema.parse(reply.json().value).maintenance).toBe(false);
    }
  });

  it('answers domain_not_available for another domain, and validation_failed without a device', async () => {
    const foreign = await get(SYSTEM_PATHS.statusV2, { device: 'MOBILE', url: 'evil.example' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorCode).toBe('domain_not_available');
    const bare = await get(SYSTEM_PATHS.statusV2);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errorCode).toBe('validation_failed');
  });
});

describe('the consolidated settings', () => {
  it('follow the whitelabel tree: a contract type switched off is off', async () => {
    const before = ZWireSiteSettingsSchema.parse((await get(SYSTEM_PATHS.settings)).json().value);
    expect(before).toMatchObject({ agentPolicy: true, contractTypes: { dividend: true, daily: true } });
    await qa(testApp.app, '/whitelabel', { flag: 'SIGNCONDIV3', enabled: false });
    const after = ZWireSiteSettingsSchema.parse((await get(SYSTEM_PATHS.settings)).json().value);
    expect(after.contractTypes).toMatchObject({ dividend: false, daily: true });
    await qa(testApp.app, '/whitelabel', { flag: 'SIGNCONDIV3', enabled: true });
  });
});

describe('the location', () => {
  it('names the visitor’s address and whether its region is served', async () => {
    const open = ZWireLocationSchema.parse(
      (await get(SYSTEM_PATHS.location, {}, { 'x-forwarded-for': '203.0.113.9' })).json().value,
    );
    expect(open).toEqual({ ip: '203.0.113.9', regionRestriction: false });
    await qa(testApp.app, '/region-block', { on: true });
    const blocked = ZWireLocationSchema.parse((await get(SYSTEM_PATHS.location)).json().value);
    expect(blocked.regionRestriction).toBe(true);
    await qa(testApp.app, '/region-block', { on: false });
  });
});

describe('the templates', () => {
  it('answer the site template', async () => {
    const template = ZWireTemplatesSchema.parse((await get(SYSTEM_PATHS.templates)).json().value);
    expect(template.themeColour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('the analytics beacon', () => {
  const pageView = { type: 'page_view', path: '/promotions', language: 'TY', at: 1_764_000_000_000 };

  it('takes a text/plain beacon with 204 and no body; QA sees it', async () => {
    const reply = await beacon(JSON.stringify({ merchant: DEMO_MERCHANT_CODE, value: pageView }));
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    const { beacons } = (await qa(testApp.app, '/beacons')).json<{ beacons: unknown[] }>();
    expect(beacons.at(-1)).toEqual({ ...pageView, ip: '198.51.100.4' });
  });

  it('refuses what is not a beacon, or another merchant’s, with validation_failed', async () => {
    for (const body of [
      'not json',
      JSON.stringify({ merchant: DEMO_MERCHANT_CODE, value: { type: 'click' } }),
    ]) {
      const reply = await beacon(body);
      expect(reply.statusCode, body).toBe(400);
      expect(reply.json().errorCode).toBe('validation_failed');
    }
    const foreign = await beacon(JSON.stringify({ merchant: 'other', value: pageView }));
    expect(foreign.json().errorCode).toBe('validation_failed');
  });
});

describe('the games twin', () => {
  it('serves GLS2_getVassGameType as GCSGAME_getVassGameType', async () => {
    const [call, twin] = await Promise.all([
      get(GAMES_PATHS.vassGameType),
      get(GAMES_TWIN_PATHS.vassGameType),
    ]);
    expect(twin.statusCode).toBe(200);
    expect(twin.json()).toEqual(call.json());
  });
});
