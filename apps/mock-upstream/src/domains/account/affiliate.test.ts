import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const check = (query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `${ACCOUNT_PATHS.affiliate}?${query}`,
    headers: MERCHANT_HEADERS,
  });

describe('affiliate check (/wps/agent/affiliate)', () => {
  it('answers valid for an agent’s code, in any case', async () => {
    for (const query of ['code=AGENT01&domain=luckypavilion.example', 'code=agent01']) {
      const reply = await check(query);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, message: '', value: { valid: true } });
    }
  });

  it('answers success false with invitation_code_error for an unknown code', async () => {
    const reply = await check('code=NOSUCH');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
  });

  it('answers validation_failed without a code', async () => {
    expect((await check('domain=x')).json().errorCode).toBe('validation_failed');
  });
});
