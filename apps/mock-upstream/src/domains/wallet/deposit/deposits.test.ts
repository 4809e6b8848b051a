import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type TWireFeedEvent, WALLET_PATHS } from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { createMember, type TQaMember } from '../../../test/play-fixtures.js';
import { createInMemoryMock, postJson, qa, type TInMemoryMock, withToken } from '../../../test/test-app.js';

let mock: TInMemoryMock;
let events: TWireFeedEvent[] = [];
beforeAll(async () => {
  mock = await createInMemoryMock();
  mock.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => mock.close());
beforeEach(() => {
  events = [];
});

type TChannel = { channelId: string; name: string; type: string; isTest: boolean; qrImageUrl: string | null };

const get = (member: TQaMember, url: string) =>
  mock.app.inject({ method: 'GET', url, headers: withToken(member.token) });

const settings = async (member: TQaMember) => (await get(member, WALLET_PATHS.depositSettings)).json().value;

const channelNamed = async (member: TQaMember, name: string): Promise<TChannel> => {
  const channel = (await settings(member)).depositInfo.channels.find((row: TChannel) => row.name === name);
  if (!channel) throw new Error(`no channel ${name}`);
  return channel;
};

const pngDataUrl = () => {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
};

const manualDeposit = async (
  member: TQaMember,
  channelName: string,
  fields: Record<string, unknown> = {},
) => {
  const channel = await channelNamed(member, channelName);
  return postJson(
    mock.app,
    WALLET_PATHS.depositManualTransfer,
    {
      channelId: channel.channelId,
      payeeName: 'Juan Dela Cruz',
      amount: 500,
      bankCode: 'x',
      vendorId: 'x',
      mcsBankCode: 'x',
      requestId: randomUUID(),
      ...fields,
    },
    { authorization: member.token },
  );
};

const mainBalance = async (member: TQaMember) =>
  (await get(member, `${WALLET_PATHS.balance}?typeId=1`)).json().value.sumBalance as number;

const unreadCount = async (member: TQaMember) =>
  (await get(member, CONTENT_PATHS.unreadCount)).json().value as number;

describe('deposit settings', () => {
  it('lists the channels with limits, payees, a QR image and the test bank', async () => {
    const member = await createMember(mock.app, 'player');
    const value = await settings(member);
    expect(value).toMatchObject({ allowDeposit: 'Y', totalDepositSuccessCount: 0 });
    expect(value.depositInfo.channels).toEqual([
      expect.objectContaining({
        type: 'BANK',
        name: 'BDO Bank Transfer',
        minAmount: 100,
        maxAmount: 500_000,
        payee: expect.objectContaining({ bankName: 'BDO Unibank' }),
        isTest: false,
      }),
      expect.objectContaining({ type: 'EWALLET', name: 'GCash', minAmount: 100, maxAmount: 50_000 }),
      expect.objectContaining({
        type: 'QR',
        name: 'QR Ph',
        minAmount: 50,
        maxAmount: 100_000,
        qrImageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
      expect.objectContaining({ type: 'BANK', name: 'Test Bank (instant)', isTest: true }),
      expect.objectContaining({ type: 'ONLINE', name: 'PayPH Online Banking', payee: null, isTest: false }),
    ]);
  });
});

describe('deposits', () => {
  it('creates a pending order with its proofs, listed in the report', async () => {
    const member = await createMember(mock.app, 'player');
    const reply = await manualDeposit(member, 'GCash', { pictures: [pngDataUrl(), pngDataUrl()] });
    expect(reply.json()).toMatchObject({
      success: true,
      value: { status: 'pending', amount: 500, channelName: 'GCash', channelType: 'EWALLET', proofCount: 2 },
    });
    expect(events).toEqual([expect.objectContaining({ type: 'deposit', status: 'pending', amount: 500 })]);
    expect(await mainBalance(member)).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const report = (
      await get(
        member,
        `${WALLET_PATHS.depositReport}?startDate=${today}&endDate=${today}&pageNo=1&pageSize=10`,
      )
    ).json().value;
    expect(report).toMatchObject({ totalCount: 1, pageNo: 1, totalPages: 1 });
    expect(report.list[0].orderId).toBe(reply.json().value.orderId);
  });

  it('refuses pictures that are not png or jpeg, too many, amounts out of range and wrong channels', async () => {
    const member = await createMember(mock.app, 'player');
    const refused = async (reply: Awaited<ReturnType<typeof manualDeposit>>) => ({
      status: reply.statusCode,
      code: reply.json().errorCode,
    });
    const fakePng = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    expect(await refused(await manualDeposit(member, 'GCash', { pictures: [fakePng] }))).toEqual({
      status: 400,
      code: 'invalid_proof_image',
    });
    const four = Array.from({ length: 4 }, pngDataUrl);
    expect(await refused(await manualDeposit(member, 'GCash', { pictures: four }))).toEqual({
      status: 400,
      code: 'invalid_proof_image',
    });
    expect(await refused(await manualDeposit(member, 'GCash', { amount: 99.99 }))).toEqual({
      status: 400,
      code: 'amount_out_of_range',
    });
    expect(await refused(await manualDeposit(member, 'GCash', { amount: 50_000.01 }))).toEqual({
      status: 400,
      code: 'amount_out_of_range',
    });
    expect((await manualDeposit(member, 'GCash', { amount: 50_000 })).statusCode).toBe(200);
    expect(await refused(await manualDeposit(member, 'QR Ph'))).toEqual({
      status: 404,
      code: 'channel_not_found',
    });
    await qa(mock.app, '/cashier', { allowDeposit: false });
    try {
      expect(await refused(await manualDeposit(member, 'GCash'))).toEqual({
        status: 403,
        code: 'deposit_not_allowed',
      });
      expect((await settings(member)).allowDeposit).toBe('N');
    } finally {
      await qa(mock.app, '/cashier', { allowDeposit: true });
    }
    const trial = await createMember(mock.app, 'trial');
    expect((await get(trial, WALLET_PATHS.depositSettings)).statusCode).toBe(403);
    const pending = (await qa(mock.app, '/deposits?status=pending')).json().deposits as {
      username: string;
    }[];
    // Only the one in range went through.
    expect(pending.filter((order) => order.username === member.username)).toHaveLength(1);
  });

  it('takes a 5 MB picture but not a bigger one', async () => {
    const member = await createMember(mock.app, 'player');
    const picture = (bytes: number) => {
      const body = Buffer.alloc(bytes, 7);
      Buffer.from([0xff, 0xd8, 0xff]).copy(body);
      return `data:image/jpeg;base64,${body.toString('base64')}`;
    };
    expect((await manualDeposit(member, 'GCash', { pictures: [picture(5 * 1024 * 1024)] })).statusCode).toBe(
      200,
    );
    const tooBig = await manualDeposit(member, 'GCash', { pictures: [picture(5 * 1024 * 1024 + 1)] });
    expect(tooBig.json().errorCode).toBe('invalid_proof_image');
  });

  it('credits the test channel at once, and a replay changes nothing', async () => {
    const member = await createMember(mock.app, 'player');
    const requestId = randomUUID();
    const first = await manualDeposit(member, 'Test Bank (instant)', { amount: 1234.5, requestId });
    expect(first.json().value).toMatchObject({ status: 'approved', amount: 1234.5 });
    expect(await mainBalance(member)).toBe(1234.5);
    const replay = await manualDeposit(member, 'Test Bank (instant)', { amount: 1234.5, requestId });
    expect(replay.json()).toEqual(first.json());
    expect(await mainBalance(member)).toBe(1234.5);
    expect(await unreadCount(member)).toBe(1);
    expect((await settings(member)).totalDepositSuccessCount).toBe(1);
    expect((await manualDeposit(member, 'Test Bank (instant)', { amount: 1000, requestId })).statusCode).toBe(
      409,
    );
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('a QA approval credits the main wallet, files a message and publishes balance, unread and status', async () => {
    const member = await createMember(mock.app, 'player', 100);
    const qrChannel = await channelNamed(member, 'QR Ph');
    const created = await postJson(
      mock.app,
      WALLET_PATHS.depositByQr,
      {
        channelId: qrChannel.channelId,
        amount: 75.25,
        bankCode: 'QRPH',
        bankType: 'QR',
        vendorId: '13',
        mcsBankCode: 'QRPH',
        requestId: randomUUID(),
      },
      { authorization: member.token },
    );
    expect(created.json().value).toMatchObject({ status: 'pending', qrImageUrl: qrChannel.qrImageUrl });
    const { orderId } = created.json().value;
    events = [];
    const approved = await qa(mock.app, `/deposits/${orderId}/approve`, {});
    expect(approved.json()).toMatchObject({ orderId, status: 'approved' });
    expect(await mainBalance(member)).toBe(76.25);
    expect(await unreadCount(member)).toBe(1);
    // The weekly deposit mission moved too (docs/history/rewards-interfaces.md).
    expect(events.map((event) => event.type)).toEqual(['deposit', 'balance', 'mission_progress', 'unread']);
    expect(events[3]).toMatchObject({ count: 1 });
    const inbox = (await get(member, CONTENT_PATHS.inbox)).json().value;
    expect(inbox.list[0]).toMatchObject({ type: 'DEPOSIT_CREDITED', title: 'Deposit credited' });
    expect(inbox.list[0].content).toContain('₱75.25');
    expect((await qa(mock.app, `/deposits/${orderId}/approve`, {})).statusCode).toBe(409);
    expect((await qa(mock.app, `/deposits/${orderId}/reject`, {})).statusCode).toBe(409);
    expect(await mainBalance(member)).toBe(76.25);
  });

  it('a QA rejection credits nothing and tells the member why', async () => {
    const member = await createMember(mock.app, 'player');
    const { orderId } = (await manualDeposit(member, 'BDO Bank Transfer', { amount: 2500 })).json().value;
    const rejected = await qa(mock.app, `/deposits/${orderId}/reject`, { remark: 'No matching transfer' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', remark: 'No matching transfer' });
    expect(await mainBalance(member)).toBe(0);
    const inbox = await mock.app.inject({
      method: 'GET',
      url: CONTENT_PATHS.inbox,
      headers: { ...withToken(member.token), language: 'TY' },
    });
    expect(inbox.json().value.list[0]).toMatchObject({
      type: 'DEPOSIT_FAILED',
      title: 'Hindi natuloy ang deposito',
      content: expect.stringContaining('₱2,500.00'),
    });
    expect(inbox.json().value.list[0].content).toContain('No matching transfer');
  });
});
