import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '@site/contracts';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { createPayer, getAs, PAYMENT_PASSWORD, postAs, type TPayer } from '../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const hasPassword = async (payer: TPayer) =>
  (await getAs(testApp.app, payer.token, WALLET_PATHS.hasPaymentPassword)).json().value as boolean;
const setPassword = (payer: TPayer, body: Record<string, string>) =>
  postAs(testApp.app, payer.token, WALLET_PATHS.paymentPassword, { requestId: randomUUID(), ...body });
const resetPassword = (payer: TPayer, body: Record<string, string>) =>
  postAs(testApp.app, payer.token, WALLET_PATHS.resetPaymentPassword, { requestId: randomUUID(), ...body });

describe('payment password', () => {
  it('is set the first time without proof, six digits typed twice alike', async () => {
    const payer = await createPayer(testApp.app, { paymentPassword: null });
    expect(await hasPassword(payer)).toBe(false);
    const short = await setPassword(payer, { paymentPassword: '12345', confirmPaymentPassword: '12345' });
    expect(short.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { paymentPassword: 'validation.payment_password_format' } },
    });
    const differ = await setPassword(payer, { paymentPassword: '123456', confirmPaymentPassword: '654321' });
    expect(differ.json().value.fieldErrors).toEqual({ confirmPaymentPassword: 'inconsistent_twice' });
    expect(
      (await setPassword(payer, { paymentPassword: '123456', confirmPaymentPassword: '123456' })).statusCode,
    ).toBe(200);
    expect(await hasPassword(payer)).toBe(true);
  });

  it('a change needs the current one: 409 without it, 400 when wrong', async () => {
    const payer = await createPayer(testApp.app);
    const withoutOld = await setPassword(payer, {
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect([withoutOld.statusCode, withoutOld.json().errorCode]).toEqual([409, 'payment_password_exists']);
    const wrongOld = await setPassword(payer, {
      oldPaymentPassword: '999999',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect([wrongOld.statusCode, wrongOld.json().errorCode]).toEqual([400, 'payment_password_incorrect']);
    const changed = await setPassword(payer, {
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(changed.statusCode).toBe(200);
    const oldNoLonger = await setPassword(payer, {
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: '333333',
      confirmPaymentPassword: '333333',
    });
    expect(oldNoLonger.json().errorCode).toBe('payment_password_incorrect');
  });

  it('a forgotten one is reset with the login password', async () => {
    const payer = await createPayer(testApp.app);
    const wrong = await resetPassword(payer, {
      loginPassword: 'not-it',
      paymentPassword: '444444',
      confirmPaymentPassword: '444444',
    });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'error_password']);
    const reset = await resetPassword(payer, {
      loginPassword: payer.password,
      paymentPassword: '444444',
      confirmPaymentPassword: '444444',
    });
    expect(reset.statusCode).toBe(200);
    const changedWithNew = await setPassword(payer, {
      oldPaymentPassword: '444444',
      paymentPassword: '555555',
      confirmPaymentPassword: '555555',
    });
    expect(changedWithNew.statusCode).toBe(200);
  });

  it('runs once per requestId: a replayed change or reset answers ok and counts no wrong try', async () => {
    const payer = await createPayer(testApp.app);
    const change = {
      requestId: randomUUID(),
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    };
    expect((await setPassword(payer, change)).statusCode).toBe(200);
    for (let replay = 0; replay < 6; replay += 1)
      expect((await setPassword(payer, change)).statusCode).toBe(200);
    const reset = {
      requestId: randomUUID(),
      loginPassword: payer.password,
      paymentPassword: '333333',
      confirmPaymentPassword: '333333',
    };
    expect((await resetPassword(payer, reset)).statusCode).toBe(200);
    expect((await resetPassword(payer, reset)).statusCode).toBe(200);
    // Not locked by the replays, and the reset's password is the one in force.
    const next = await setPassword(payer, {
      oldPaymentPassword: '333333',
      paymentPassword: '444444',
      confirmPaymentPassword: '444444',
    });
    expect(next.statusCode).toBe(200);
  });
});
