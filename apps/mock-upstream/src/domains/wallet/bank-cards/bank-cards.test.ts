import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '@site/contracts';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { addCard, createPayer, getAs, postAs } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

describe('banks and bank cards', () => {
  it('lists the banks to withdraw to', async () => {
    const payer = await createPayer(testApp.app);
    const banks = (await getAs(testApp.app, payer.token, WALLET_PATHS.withdrawBanks)).json().value;
    expect(banks.map((bank: { bankName: string }) => bank.bankName)).toEqual(
      expect.arrayContaining(['BDO Unibank', 'Metrobank', 'Landbank', 'GCash', 'Maya']),
    );
    expect(banks).toHaveLength(8);
  });

  it('adds cards with the number masked, at most five, never the same bank and number twice', async () => {
    const payer = await createPayer(testApp.app);
    const added = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      requestId: randomUUID(),
      bankCode: 'GCASH',
      accountName: 'Maria Santos',
      accountNumber: '09171234567',
    });
    expect(added.json().value).toMatchObject({
      bankCode: 'GCASH',
      bankName: 'GCash',
      accountNumber: '****4567',
    });
    const twice = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      requestId: randomUUID(),
      bankCode: 'GCASH',
      accountName: 'Maria Santos',
      accountNumber: '09171234567',
    });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([400, 'validation_failed']);
    const unknownBank = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      requestId: randomUUID(),
      bankCode: 'NOPE',
      accountName: 'Maria Santos',
      accountNumber: '0917123456',
    });
    expect(unknownBank.statusCode).toBe(400);

    for (const suffix of ['1', '2', '3', '4'])
      await addCard(testApp.app, payer.token, `00112233440${suffix}`);
    const sixth = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      requestId: randomUUID(),
      bankCode: 'BPI',
      accountName: 'Maria Santos',
      accountNumber: '5555666677',
    });
    expect([sixth.statusCode, sixth.json().errorCode]).toEqual([400, 'bank_card_limit']);

    const cards = (await getAs(testApp.app, payer.token, WALLET_PATHS.bankCards)).json().value;
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card.accountNumber).toMatch(/^\*{4}\d{4}$/);
    // Another member sees none of them.
    const other = await createPayer(testApp.app);
    expect((await getAs(testApp.app, other.token, WALLET_PATHS.bankCards)).json().value).toEqual([]);
  });

  it('adds a card once per requestId: a replay answers the same card, other values are request_conflict', async () => {
    const payer = await createPayer(testApp.app);
    const card = {
      requestId: randomUUID(),
      bankCode: 'BDO',
      accountName: 'Juan',
      accountNumber: '0099887766',
    };
    const first = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, card);
    const replay = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, card);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first.json().value);
    const other = await postAs(testApp.app, payer.token, WALLET_PATHS.addBankCard, {
      ...card,
      accountNumber: '0099887755',
    });
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'request_conflict']);
    expect((await getAs(testApp.app, payer.token, WALLET_PATHS.bankCards)).json().value).toHaveLength(1);
  });
});
