import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PATHS, type TSiteStatus, ZWireSystemStatusSchema } from '@site/contracts';
import { parseEnvelopeReply } from '../upstream/envelope.js';
import { toAppError } from '../upstream/errors.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
let client: UpstreamClient;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  client = new UpstreamClient({ baseUrl: stack.mock.url, merchant: 'demo', timeoutMs: 5_000 });
});
afterAll(async () => {
  await client?.close();
  await stack?.stop();
});

describe('the upstream wire against the real mock', () => {
  it('maps a duplicated Merchant header to function.not.available', async () => {
    const response = await client.transport.request({
      method: 'GET',
      path: SYSTEM_PATHS.status,
      headers: ['Merchant', 'demo', 'Merchant', 'demo', 'Device', 'web', 'Language', 'EN'],
    });
    const reply = {
      call: `GET ${SYSTEM_PATHS.status}`,
      status: response.statusCode,
      bodyText: await response.body.text(),
    };
    expect(reply.status).toBe(400);
    let failure: unknown;
    try {
      parseEnvelopeReply(reply, ZWireSystemStatusSchema);
    } catch (error) {
      failure = error;
    }
    const mapped = toAppError(failure);
    expect(mapped.errorData.key).toBe('function.not.available');
    expect(mapped.code).toBe('BAD_REQUEST');
  });

  it('passes the same call with one Merchant header', async () => {
    const reply = await client.call(
      { method: 'GET', path: SYSTEM_PATHS.status, visitor: { ip: '198.51.100.23', language: 'EN' } },
      ZWireSystemStatusSchema,
    );
    expect(reply.value.location.ip).toBe('198.51.100.23');
  });
});

describe('public procedures against the real mock', () => {
  it('system.status: site facts, flags, decrypted customer-service links and the visitor IP', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '203.0.113.9' });
    const status = await visitor.query<TSiteStatus>('system.status');
    expect(status.status).toBe(200);
    expect(status.data).toMatchObject({
      status: 0,
      ip: '203.0.113.9',
      site: {
        currency: 'PHP',
        currencySymbol: '₱',
        languages: ['EN', 'TY'],
        defaultLanguage: 'EN',
        termsAge: 18,
      },
      flags: { USERNAMEREG3: true },
    });
    expect([...(status.data?.socialLogins ?? [])].sort()).toEqual([
      'apple',
      'facebook',
      'google',
      'line',
      'maya',
      'telegram',
    ]);
    expect(status.data?.customerService.length).toBeGreaterThan(0);
    for (const link of status.data?.customerService ?? []) expect(link.url).toMatch(/^(https?:|tel:)/);
    expect(status.data?.register['username']).toMatchObject({ enabled: true, required: true });
  });

  it('system.status reports maintenance as 1 and a region block as 2', async () => {
    const visitor = new GatewayVisitor(stack.app);
    await stack.mock.qa('POST', '/maintenance', { on: true });
    try {
      expect((await visitor.query<TSiteStatus>('system.status')).data?.status).toBe(1);
    } finally {
      await stack.mock.qa('POST', '/maintenance', { on: false });
    }
    await stack.mock.qa('POST', '/region-block', { on: true });
    try {
      expect((await visitor.query<TSiteStatus>('system.status')).data?.status).toBe(2);
    } finally {
      await stack.mock.qa('POST', '/region-block', { on: false });
    }
  });

  it('system.registerSettings and system.countries', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const settings = await visitor.query<Record<string, { enabled: boolean }>>('system.registerSettings');
    expect(settings.data?.['password']?.enabled).toBe(true);
    const countries =
      await visitor.query<Array<{ countryCode: string; countryDialingCode: string }>>('system.countries');
    expect(countries.data?.length).toBeGreaterThan(0);
    expect(countries.data?.[0]).toHaveProperty('countryDialingCode');
  });

  it("rewards.promotions in the visitor's language, with pictures the gateway serves", async () => {
    const visitor = new GatewayVisitor(stack.app, { language: 'TY' });
    const promotions = await visitor.query<{
      items: Array<{ promotionId: string; title: string; imageUrl: string | null }>;
      personal: boolean;
    }>('rewards.promotions', {});
    expect(promotions.status).toBe(200);
    expect(promotions.data?.personal).toBe(false);
    expect(promotions.data?.items.length).toBeGreaterThan(0);
    const english = await new GatewayVisitor(stack.app, { language: 'EN' }).query<{
      items: Array<{ title: string }>;
    }>('rewards.promotions', {});
    expect(promotions.data?.items[0]?.title).not.toBe(english.data?.items[0]?.title);
    const withImage = promotions.data?.items.find((item) => item.imageUrl);
    if (withImage?.imageUrl?.startsWith('/static/')) {
      const image = await stack.app.inject({ method: 'GET', url: withImage.imageUrl });
      expect(image.statusCode).toBe(200);
    }
  });
});
