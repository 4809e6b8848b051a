import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '@site/contracts';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';
import { createPayer, getAs, postAs } from '../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const cardsOf = async (token: string): Promise<unknown[]> =>
  (await getAs(testApp.app, token, WALLET_PATHS.bankCards)).json().value;

describe('POST /__qa/reply-delays', () => {
  it('holds the answers of the next calls to a path back after their work is done, then stops', async () => {
    const payer = await createPayer(testApp.app);
    const held = await qa(testApp.app, '/reply-delays', { path: WALLET_PATHS.addBankCard, ms: 20_000 });
    expect(held.json()).toEqual({ path: WALLET_PATHS.addBankCard, ms: 20_000, times: 1 });

    let answered = false;
    void postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      requestId: randomUUID(),
      bankCode: 'BDO',
      accountName: 'Juan',
      accountNumber: '001122334455',
    }).then(() => {
      answered = true;
    });
    while ((await cardsOf(payer.token)).length === 0) await delay(20);
    expect(answered).toBe(false);

    await qa(testApp.app, '/reply-delays', { path: WALLET_PATHS.addBankCard, ms: 0 });
    const next = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      requestId: randomUUID(),
      bankCode: 'BDO',
      accountName: 'Juan',
      accountNumber: '001122334466',
    });
    expect(next.statusCode).toBe(200);
    // The held answer is still on its way: only the switched-off path answers at once.
    expect(answered).toBe(false);
  });
});
