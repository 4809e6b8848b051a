import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flattenWhitelabel,
  SYSTEM_PATHS,
  ZRegisterSettingsSchema,
  ZWireCountrySchema,
  ZWireSystemStatusSchema,
} from '@site/contracts';
import { decryptTrailingKeyText } from '@site/wire-crypto';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const get = async (url: string, headers: Record<string, string> = MERCHANT_HEADERS) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('system status', () => {
  it('parses with the wire schema and carries the site facts', async () => {
    const reply = await get(SYSTEM_PATHS.status, {
      ...MERCHANT_HEADERS,
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
    });
    expect(reply.statusCode).toBe(200);
    const status = ZWireSystemStatusSchema.parse(reply.json().value);
    expect(status.location.ip).toBe('203.0.113.7');
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    expect(status.info.site).toEqual({
      name: 'Lucky Pavilion',
      logoUrl: '/static/logos/demo.svg',
      currency: 'PHP',
      currencySymbol: '₱',
      supportLanguages: ['EN', 'TY'],
      defaultLanguage: 'EN',
      termsAge: 18,
    });
    expect(status.info.socialLogins).toEqual(
      expect.arrayContaining([
        { provider: 'google', clientId: 'demo-google-client', authorizeUrl: '/oauth/google/authorize' },
        { provider: 'facebook', clientId: 'demo-facebook-client', authorizeUrl: '/oauth/facebook/authorize' },
      ]),
    );
    expect(flattenWhitelabel(status.info.whitelabel)).toMatchObject({
      COMM3: true,
      USERNAMEREG3: true,
      DIRECTREG3: true,
      MOBILENUMPASSREG3: false,
      FREEPLAY3: true,
    });
    expect(status.info.resources.map((resource) => resource.resourceType)).toEqual(
      expect.arrayContaining(['Android', 'IOS', 'WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'YOUTUBE']),
    );
  });

  it('sends customer-service links DES-encrypted with a trailing key', async () => {
    const status = ZWireSystemStatusSchema.parse((await get(SYSTEM_PATHS.status)).json().value);
    const liveChat = status.info.customerService.find((link) => link.csType === 'LIVECHAT');
    expect(liveChat?.path).not.toContain('http');
    expect(decryptTrailingKeyText(liveChat?.path ?? '')).toBe('https://livechat.luckypavilion.example/chat');
    expect(new Set(status.info.customerService.map((link) => link.csType))).toEqual(
      new Set(['LIVECHAT', 'TELEGRAM', 'TELEPHONE', 'WHATSAPP', 'FACEBOOK']),
    );
  });

  it('reflects maintenance and region block switched through the QA API', async () => {
    await qa(testApp.app, '/maintenance', { on: true });
    await qa(testApp.app, '/region-block', { on: true });
    const status = ZWireSystemStatusSchema.parse((await get(SYSTEM_PATHS.status)).json().value);
    expect([status.maintenance, status.regionRestriction]).toEqual([true, true]);
    await qa(testApp.app, '/maintenance', { on: false });
    await qa(testApp.app, '/region-block', { on: false });
  });
});

describe('system settings', () => {
  it('answers the whitelabel tree', async () => {
    const tree = (await get(SYSTEM_PATHS.whitelabel)).json().value;
    expect(tree[0]).toMatchObject({ modId: 'COMM3', enabled: '1' });
  });

  it('answers request_param_err for domainRoute without its device', async () => {
    const missing = await get(SYSTEM_PATHS.domainRoute);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const found = await get(`${SYSTEM_PATHS.domainRoute}?device=web`);
    expect(found.json().value).toMatchObject({ device: 'WEB', mainDomain: 'luckypavilion.example' });
  });

  it('answers the register rules', async () => {
    const settings = ZRegisterSettingsSchema.parse((await get(SYSTEM_PATHS.registerSettings)).json().value);
    expect(settings.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      patternId: 1,
    });
    expect(settings.password).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 20,
      patternId: 5,
    });
    expect(settings.mobileNum).toMatchObject({
      enabled: true,
      required: false,
      minLength: 7,
      maxLength: 15,
      patternId: 6,
    });
    expect(settings.affiliateCode).toMatchObject({ enabled: true, required: false, acceptedPattern: '*' });
    expect(settings.wechat).toMatchObject({ enabled: false });
  });

  it('answers the countries with the Philippines first', async () => {
    const list = ZWireCountrySchema.array().parse((await get(SYSTEM_PATHS.country)).json().value);
    expect(list[0]).toEqual({ countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' });
    expect(list.length).toBeGreaterThan(3);
  });
});
