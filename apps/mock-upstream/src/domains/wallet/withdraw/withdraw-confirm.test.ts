import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TWireFeedEvent } from '@site/contracts';
import { CONTENT_PATHS, WALLET_PATHS } from '@site/contracts';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import {
  addCard,
  createPayer,
  getAs,
  postAs,
  todayRange,
  type TPayer,
  withdraw,
} from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());
beforeEach(() => {
  events = [];
});

const PNG = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]).toString('base64')}`;
const NOT_AN_IMAGE = `data:image/png;base64,${Buffer.from('just text').toString('base64')}`;

/** A member with one approved withdrawal of ₱100. */
const approvedWithdrawal = async (): Promise<TPayer & { withdrawalId: string }> => {
  const payer = await createPayer(testApp.app, { balanceMinor: 50_000 });
  const created = await withdraw(testApp.app, payer.token, {
    amount: 100,
    bankCardId: await addCard(testApp.app, payer.token),
  });
  const withdrawalId = String(created.json().value.withdrawalId);
  const approved = await qa(testApp.app, `/withdrawals/${withdrawalId}/approve`, {});
  expect(approved.json()).toMatchObject({ status: 'approved' });
  return { ...payer, withdrawalId };
};

const confirm = (token: string, body: Record<string, unknown>) =>
  postAs(testApp.app, token, WALLET_PATHS.confirmWithdrawal, body);

const reportOf = async (token: string) =>
  (await getAs(testApp.app, token, WALLET_PATHS.withdrawReport, todayRange())).json().value.list as {
    status: string;
    isAutoConfirmed: boolean;
    confirmBefore: number | null;
  }[];

describe('withdrawal approval and the member confirmation', () => {
  it('approval starts the window, files an inbox message and publishes the status', async () => {
    const payer = await approvedWithdrawal();
    const [row] = await reportOf(payer.token);
    expect(row?.status).toBe('approved');
    expect(row!.confirmBefore! - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    const inbox = await getAs(testApp.app, payer.token, CONTENT_PATHS.inbox, { pageNo: 1, pageSize: 10 });
    expect(inbox.json().value.list).toEqual([
      expect.objectContaining({ type: 'WITHDRAWAL_APPROVED', content: expect.stringContaining('100.00') }),
    ]);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'withdrawal', status: 'approved', amount: 100 }),
        expect.objectContaining({ type: 'unread', count: 1 }),
      ]),
    );
  });

  it('received: the withdrawal is done and cannot be confirmed again', async () => {
    const payer = await approvedWithdrawal();
    const reply = await confirm(payer.token, { withdrawalId: payer.withdrawalId, received: true });
    expect(reply.json().value).toMatchObject({ status: 'received', isAutoConfirmed: false });
    const again = await confirm(payer.token, { withdrawalId: payer.withdrawalId, received: true });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'withdrawal_not_confirmable']);
  });

  it('not received needs a valid proof image', async () => {
    const payer = await approvedWithdrawal();
    const withoutProof = await confirm(payer.token, { withdrawalId: payer.withdrawalId, received: false });
    expect(withoutProof.statusCode).toBe(400);
    expect(withoutProof.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { pictures: 'validation.proof_required' } },
    });
    const badProof = await confirm(payer.token, {
      withdrawalId: payer.withdrawalId,
      received: false,
      pictures: [NOT_AN_IMAGE],
    });
    expect([badProof.statusCode, badProof.json().errorCode]).toEqual([400, 'invalid_proof_image']);

    const withProof = await confirm(payer.token, {
      withdrawalId: payer.withdrawalId,
      received: false,
      pictures: [PNG],
      remark: 'Nothing arrived',
    });
    expect(withProof.json().value).toMatchObject({ status: 'not_received' });
    const stored = testApp.db.$client
      .prepare("SELECT COUNT(*) AS count FROM proof_images WHERE owner_kind = 'withdrawal' AND owner_id = ?")
      .get(Number(payer.withdrawalId)) as { count: number };
    expect(stored.count).toBe(1);
  });

  it("refuses unknown withdrawals, other members' and ones still pending", async () => {
    const payer = await approvedWithdrawal();
    const stranger = await createPayer(testApp.app);
    const foreign = await confirm(stranger.token, { withdrawalId: payer.withdrawalId, received: true });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, 'withdrawal_not_found']);
    const unknown = await confirm(payer.token, { withdrawalId: '999999', received: true });
    expect(unknown.statusCode).toBe(404);

    const waiting = await createPayer(testApp.app, { balanceMinor: 50_000 });
    const created = await withdraw(testApp.app, waiting.token, {
      amount: 100,
      bankCardId: await addCard(testApp.app, waiting.token),
    });
    const pending = await confirm(waiting.token, {
      withdrawalId: String(created.json().value.withdrawalId),
      received: true,
    });
    expect([pending.statusCode, pending.json().errorCode]).toEqual([409, 'withdrawal_not_confirmable']);
  });

  it('after the window an approved withdrawal counts as received (auto-confirmed)', async () => {
    const payer = await approvedWithdrawal();
    const early = await qa(testApp.app, '/withdrawals/auto-confirm', { minutesLater: 29 });
    expect(early.json().confirmed).not.toContain(Number(payer.withdrawalId));
    const late = await qa(testApp.app, '/withdrawals/auto-confirm', {});
    expect(late.json().confirmed).toContain(Number(payer.withdrawalId));
    expect(await reportOf(payer.token)).toEqual([
      expect.objectContaining({ status: 'received', isAutoConfirmed: true }),
    ]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'withdrawal', status: 'received' }));
    const tooLate = await confirm(payer.token, {
      withdrawalId: payer.withdrawalId,
      received: false,
      pictures: [PNG],
    });
    expect(tooLate.statusCode).toBe(409);
  });

  it('reading the report confirms overdue ones too', async () => {
    const payer = await approvedWithdrawal();
    testApp.db.$client
      .prepare('UPDATE withdrawals SET confirm_before = ? WHERE id = ?')
      .run(Date.now() - 1000, Number(payer.withdrawalId));
    expect(await reportOf(payer.token)).toEqual([
      expect.objectContaining({ status: 'received', isAutoConfirmed: true }),
    ]);
  });

  it('lists withdrawals for QA by status, with the username', async () => {
    const payer = await approvedWithdrawal();
    const listed = await qa(testApp.app, '/withdrawals?status=approved');
    expect(listed.json().withdrawals).toContainEqual(
      expect.objectContaining({
        withdrawalId: Number(payer.withdrawalId),
        username: payer.username,
        status: 'approved',
      }),
    );
    expect((await qa(testApp.app, '/withdrawals?status=rejected')).json().withdrawals).not.toContainEqual(
      expect.objectContaining({ username: payer.username }),
    );
  });
});
