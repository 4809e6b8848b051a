import { describe, expect, it } from 'vitest';
import { callerWith, signedInCookie } from '../../../test/caller.js';
import { pngBytes, pngDataUrl } from '../../../test/png-images.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';

const member = () => signedInCookie('member-token', Date.now(), { memberType: 0 });
const trial = () => signedInCookie('trial-token', Date.now(), { memberType: 4 });

const BALANCE = {
  sumBalance: '150.5',
  currency: 'PHP',
  currencySymbol: '₱',
  balance: [
    { accountTypeId: 1, availBalance: 100.5 },
    { accountTypeId: 7, availBalance: 50 },
  ],
};
const channel = (channelId: string, type: string, extra: Record<string, unknown> = {}) => ({
  channelId,
  type,
  name: `Channel ${channelId}`,
  bankCode: `BC${channelId}`,
  vendorId: 40 + Number(channelId),
  mcsBankCode: `MCS${channelId}`,
  minAmount: 100,
  maxAmount: '50000',
  ...extra,
});
const SETTINGS = {
  allowDeposit: 'Y',
  totalDepositSuccessCount: 2,
  depositInfo: {
    channels: [
      channel('1', 'BANK', { payee: { bankName: 'BDO', accountName: 'Demo', accountNumber: '1234' } }),
      channel('2', 'QR', { qrImageUrl: 'data:image/png;base64,AAAA' }),
    ],
  },
};
const ORDER = {
  orderId: 77,
  channelName: 'Channel 1',
  channelType: 'BANK',
  amount: '250.75',
  status: 'pending',
  proofCount: 1,
  createdAt: 1_700_000_000_000,
};
const WITHDRAWAL = {
  withdrawalId: 9,
  amount: 300,
  status: 'pending',
  bankName: 'BDO',
  accountNumber: '****5678',
  createdAt: 1_700_000_000_000,
};
const PROOF = pngDataUrl(pngBytes(320, 240));

describe('wallet.wallets', () => {
  it('names every merchant wallet with its balance in minor units, 0 where the member has none', async () => {
    const { caller, calls } = callerWith(
      {
        'GET /wps/relay/GCS_merchantWallet': {
          value: {
            isSingle: false,
            wallets: [
              { accountTypeId: 1, name: 'Main' },
              { accountTypeId: 7, vassalage: 'PT', name: 'PT wallet' },
              { accountTypeId: 9, vassalage: 'AG', name: 'AG wallet' },
            ],
          },
        },
        'GET /wps/v2/wallets/balance': { value: BALANCE },
      },
      { sessionCookie: member() },
    );
    expect(await caller.wallet.wallets()).toEqual({
      isSingle: false,
      currency: 'PHP',
      currencySymbol: '₱',
      total: 15_050,
      wallets: [
        { accountTypeId: 1, vassalage: null, name: 'Main', isMain: true, balance: 10_050 },
        { accountTypeId: 7, vassalage: 'PT', name: 'PT wallet', isMain: false, balance: 5_000 },
        { accountTypeId: 9, vassalage: 'AG', name: 'AG wallet', isMain: false, balance: 0 },
      ],
    });
    expect(calls.find((call) => call.path.endsWith('GCS_merchantWallet'))?.query).toEqual({
      merchantCode: 'demo',
    });
  });
});

describe('wallet.transfer', () => {
  it('sends major units with the requestId and answers the balances after it', async () => {
    const { caller, calls } = callerWith(
      { 'POST /wps/relay/GCS_walletTransfer': { value: BALANCE } },
      { sessionCookie: member() },
    );
    const result = await caller.wallet.transfer({
      fromAccountTypeId: 1,
      toAccountTypeId: 7,
      amount: 1_234,
      requestId: 'req-transfer-1',
    });
    expect(result.wallets).toEqual([
      { accountTypeId: 1, balance: 10_050 },
      { accountTypeId: 7, balance: 5_000 },
    ]);
    expect(calls[0]?.body).toEqual({
      fromAccountTypeId: 1,
      toAccountTypeId: 7,
      amount: 12.34,
      requestId: 'req-transfer-1',
    });
  });

  it('passes request_conflict through as a 409', async () => {
    const { caller } = callerWith(
      {
        'POST /wps/relay/GCS_walletTransfer': new UpstreamError({
          kind: 'rejected',
          call: 'POST transfer',
          status: 409,
          errorCode: 'request_conflict',
        }),
      },
      { sessionCookie: member() },
    );
    await expect(
      caller.wallet.transfer({
        fromAccountTypeId: 1,
        toAccountTypeId: 7,
        amount: 1,
        requestId: 'req-transfer-1',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', errorData: { key: 'request_conflict' } });
  });
});

describe('wallet.deposit', () => {
  const script = {
    'GET /wps/relay/MCSFE_getDepositSettings': { value: SETTINGS },
    'POST /wps/relay/MCSFE_manualTransferByAccountName': { value: ORDER },
    'POST /wps/relay/MCSFE_depositByQRImageUrl': {
      value: { ...ORDER, channelType: 'QR', qrImageUrl: 'data:image/png;base64,AAAA' },
    },
  };

  it('hides the routing codes from the channel list and answers minor units', async () => {
    const { caller } = callerWith(script, { sessionCookie: member() });
    const settings = await caller.wallet.depositSettings();
    expect(settings).toMatchObject({ isAllowed: true, successCount: 2 });
    expect(settings.channels[0]).toEqual({
      channelId: '1',
      type: 'BANK',
      name: 'Channel 1',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      payee: { bankName: 'BDO', accountName: 'Demo', accountNumber: '1234' },
      qrImageUrl: null,
      isTest: false,
    });
  });

  it('sends a bank transfer with the channel codes from the settings, the payee name and the proofs', async () => {
    const { caller, calls } = callerWith(script, { sessionCookie: member() });
    const order = await caller.wallet.deposit({
      channelId: '1',
      amount: 25_075,
      payeeName: ' Juan Cruz ',
      proofs: [PROOF],
      requestId: 'req-deposit-1',
    });
    expect(order).toEqual({
      orderId: '77',
      channelName: 'Channel 1',
      channelType: 'BANK',
      amount: 25_075,
      status: 'pending',
      proofCount: 1,
      createdAt: 1_700_000_000_000,
      decidedAt: null,
      remark: null,
      qrImageUrl: null,
      paymentUrl: null,
      bonus: null,
    });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/wps/relay/MCSFE_manualTransferByAccountName',
      body: {
        channelId: '1',
        payeeName: 'Juan Cruz',
        amount: 250.75,
        bankCode: 'BC1',
        vendorId: '41',
        mcsBankCode: 'MCS1',
        pictures: [PROOF],
        requestId: 'req-deposit-1',
      },
    });
  });

  it('needs the payee name on a bank channel, before anything is sent', async () => {
    const { caller, calls } = callerWith(script, { sessionCookie: member() });
    await expect(
      caller.wallet.deposit({ channelId: '1', amount: 100, requestId: 'req-deposit-2' }),
    ).rejects.toMatchObject({
      errorData: { key: 'validation_failed', fieldErrors: { payeeName: 'validation.required' } },
    });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('sends a QR deposit without a payee name', async () => {
    const { caller, calls } = callerWith(script, { sessionCookie: member() });
    const order = await caller.wallet.deposit({ channelId: '2', amount: 100, requestId: 'req-deposit-3' });
    expect(order.qrImageUrl).toBe('data:image/png;base64,AAAA');
    expect(calls[1]).toMatchObject({
      path: '/wps/relay/MCSFE_depositByQRImageUrl',
      body: { channelId: '2', amount: 1, bankCode: 'BC2', bankType: 'QR', vendorId: '42', pictures: [] },
    });
  });

  it('answers channel_not_found (404) for a channel the settings do not list', async () => {
    const { caller } = callerWith(script, { sessionCookie: member() });
    await expect(
      caller.wallet.deposit({ channelId: '99', amount: 100, payeeName: 'x', requestId: 'req-deposit-4' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', errorData: { key: 'channel_not_found' } });
  });
});

describe('wallet.withdrawSettings and wallet.withdraw', () => {
  it('joins the settings with whether a payment password exists', async () => {
    const { caller, calls } = callerWith(
      {
        'GET /wps/relay/MCSFE_getWithdrawSettings': {
          value: { minimumAmount: 100, maximumAmount: '50000.5', autoConfirmMinutes: 30 },
        },
        'GET /wps/member/hasWithdrawalPassword': { value: false },
      },
      { sessionCookie: member() },
    );
    expect(await caller.wallet.withdrawSettings()).toEqual({
      minAmount: 10_000,
      maxAmount: 5_000_050,
      autoConfirmMinutes: 30,
      hasPaymentPassword: false,
    });
    expect(calls[0]?.query).toEqual({ groupId: 0 });
  });

  it('withdraws over the encrypted call in major units', async () => {
    const { caller, calls } = callerWith(
      { 'POST /wps/transaction/withdraw': { value: WITHDRAWAL } },
      { sessionCookie: member() },
    );
    const withdrawal = await caller.wallet.withdraw({
      amount: 30_000,
      bankCardId: '5',
      paymentPassword: '123456',
      requestId: 'req-withdraw-1',
    });
    expect(withdrawal).toMatchObject({
      withdrawalId: '9',
      amount: 30_000,
      status: 'pending',
      confirmBefore: null,
    });
    expect(calls[0]).toMatchObject({
      isEncrypted: true,
      payload: { amount: 300, bankCardId: '5', paymentPassword: '123456', requestId: 'req-withdraw-1' },
    });
  });

  it('confirms a withdrawal not received with its proofs as pictures', async () => {
    const { caller, calls } = callerWith(
      { 'POST /wps/relay/MCSFE_confirmWithdrawal': { value: { ...WITHDRAWAL, status: 'not_received' } } },
      { sessionCookie: member() },
    );
    await caller.wallet.confirmWithdrawal({
      withdrawalId: '9',
      received: false,
      proofs: [PROOF],
      remark: 'none',
    });
    expect(calls[0]?.body).toEqual({ withdrawalId: '9', received: false, pictures: [PROOF], remark: 'none' });
  });
});

describe('trial sessions', () => {
  it('are refused every money call with in_need_true_account, before the upstream', async () => {
    const { caller, calls } = callerWith({}, { sessionCookie: trial() });
    await expect(caller.wallet.wallets()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      errorData: { key: 'in_need_true_account' },
    });
    await expect(
      caller.wallet.withdraw({
        amount: 100,
        bankCardId: '1',
        paymentPassword: '123456',
        requestId: 'req-trial-1',
      }),
    ).rejects.toMatchObject({ errorData: { key: 'in_need_true_account' } });
    await expect(caller.content.unreadCount()).rejects.toMatchObject({
      errorData: { key: 'in_need_true_account' },
    });
    expect(calls).toHaveLength(0);
  });
});
