import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBalanceOutput, TLotteryOrderDetail, TSubOrderStatus } from '@site/contracts';
import { captureAuditLog, type TMockAuditRow } from './audit-log-capture.js';
import { okData, signedInQaMember, startGatewayAgainstMock } from './gateway-against-mock.js';
import { cancelInLobby, currentDrawCode, drawNow, launchLobby, placeSlip } from './lottery-lobby.js';
import type { TMockUpstream } from './mock-upstream.js';

/**
 * What a regulator is given about a member's lottery (decision 0016): the
 * audit trail of both sides and the upstream's round records. From those
 * alone, joined by request id, every order, cancel and settlement of the
 * member is rebuilt and matches what the member saw.
 */
let mock: TMockUpstream;
let app: FastifyInstance;
let stop: () => Promise<void>;
const { stream, auditEvents } = captureAuditLog();

beforeAll(async () => {
  // The app logs warnings only; the audit logger writes whatever the level.
  ({ app, mock, stop } = await startGatewayAgainstMock({}, { logger: { level: 'warn', stream } }));
}, 60_000);
afterAll(async () => {
  await stop?.();
});

/** The upstream's round records of a member's lottery orders (`GET /__qa/lottery/orders`). */
type TRoundRecords = {
  orders: Array<{
    orderNo: string;
    drawCode: string;
    requestId: string;
    subOrders: Array<{
      subOrderNo: string;
      roundId: string;
      betType: string;
      numbers: string[];
      stakeMinor: number;
      status: TSubOrderStatus;
      winMinor: number;
      cancelRequestId: string | null;
      settledAt: string | null;
    }>;
  }>;
};

const OPENING_MINOR = 100_000;

describe('the audit trail of lottery orders', () => {
  it('rebuilds every order, cancel and settlement of a member from the audit trail and the round records, by request id', async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player', { balanceMinor: OPENING_MINOR });
    await drawNow(mock);
    const token = await launchLobby(visitor);
    const drawCode = await currentDrawCode(visitor);

    // The member places three slips in the lobby and, before the close, cancels
    // one line in the member centre and a whole slip in the lobby.
    const placed = [
      await placeSlip(app, token, drawCode, [
        { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
        { betType: 'DE', numbers: ['45'], stakeMinor: 500 },
      ]),
      await placeSlip(app, token, drawCode, [{ betType: 'LO', numbers: ['03'], stakeMinor: 2_000 }]),
      await placeSlip(app, token, drawCode, [{ betType: 'DE', numbers: ['99'], stakeMinor: 700 }]),
    ];
    const [first, , third] = placed.map(({ order }) => order);
    okData(
      await visitor.mutate('lottery.cancelSubOrder', {
        orderNo: first?.orderNo,
        subOrderNo: first?.subOrders[1]?.subOrderNo,
      }),
    );
    await cancelInLobby(app, token, third?.orderNo ?? '', third?.subOrders[0]?.subOrderNo ?? '');
    const { draw } = await drawNow(mock);
    expect(draw.numero).toBe(drawCode);

    // What the member saw: each order as it stands, and the balance.
    const seen = await Promise.all(
      placed.map(async ({ order }) =>
        okData<TLotteryOrderDetail>(await visitor.query('lottery.order', { orderNo: order.orderNo })),
      ),
    );
    const balance = okData<TBalanceOutput>(await visitor.query('wallet.balance')).total;

    // The regulator: the gateway's audit log, the mock's audit rows and round records.
    const gatewayEvents = auditEvents().filter((event) => event.action.startsWith('lottery.'));
    const placeEvents = gatewayEvents.filter((event) => event.action === 'lottery.placeOrder');
    expect(placeEvents.map((event) => event.requestId)).toEqual(placed.map(({ requestId }) => requestId));
    const rowsOf = async (query: string) =>
      (await mock.qa<{ events: TMockAuditRow[] }>('GET', `/audit?${query}`)).events;
    const [firstRow] = await rowsOf(`requestId=${placeEvents[0]?.requestId}`);
    const memberId = firstRow?.memberId;
    expect(memberId).toEqual(expect.any(Number));
    const rows = (await rowsOf(`memberId=${memberId}`)).filter((row) => row.action.startsWith('lottery.'));

    // Each side recorded each request once, alike, under the same request id.
    expect(rows.map((row) => row.requestId).sort()).toEqual(
      gatewayEvents.map((event) => event.requestId).sort(),
    );
    for (const event of gatewayEvents) {
      expect(rows.find((row) => row.requestId === event.requestId)).toMatchObject({
        action: event.action,
        outcome: 'succeeded',
        ip: event.ip,
      });
      expect(event.outcome).toBe('succeeded');
    }

    const { orders: records } = await mock.qa<TRoundRecords>('GET', `/lottery/orders?memberId=${memberId}`);
    const cancelRequestIds = new Set(
      rows.filter((row) => row.action === 'lottery.cancelSubOrder').map((row) => row.requestId),
    );
    const rebuilt = rows
      .filter((row) => row.action === 'lottery.placeOrder')
      .reverse()
      .map((row) => {
        const order = records.find((record) => record.requestId === row.moneyRequestId);
        return {
          orderNo: order?.orderNo,
          drawCode: order?.drawCode,
          subOrders: order?.subOrders.map((line) => ({
            subOrderNo: line.subOrderNo,
            betType: line.betType,
            numbers: line.numbers,
            stakeMinor: line.stakeMinor,
            status: line.status,
            winMinor: line.winMinor,
            // A cancel is in the records only when the trail has its request.
            isCancelledByRequest: line.cancelRequestId !== null && cancelRequestIds.has(line.cancelRequestId),
            isSettled: line.settledAt !== null,
          })),
        };
      });
    expect(rebuilt).toEqual(
      seen.map((order) => ({
        orderNo: order.orderNo,
        drawCode: order.drawCode,
        subOrders: order.subOrders.map((line) => ({
          subOrderNo: line.subOrderNo,
          betType: line.betType,
          numbers: line.numbers,
          stakeMinor: line.stakeMinor,
          status: line.status,
          winMinor: line.winMinor,
          isCancelledByRequest: line.status === 'cancelled',
          isSettled: line.status === 'won' || line.status === 'lost',
        })),
      })),
    );
    expect(cancelRequestIds.size).toBe(2);

    // The money of the rebuilt orders is the member's balance: stakes out, cancels back, wins in.
    const lines = rebuilt.flatMap((order) => order.subOrders ?? []);
    const kept = lines.filter((line) => line.status !== 'cancelled');
    expect(balance).toBe(
      OPENING_MINOR -
        kept.reduce((sum, line) => sum + line.stakeMinor, 0) +
        kept.reduce((sum, line) => sum + line.winMinor, 0),
    );
  }, 60_000);
});
