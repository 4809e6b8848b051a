import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GAMES_PATHS, type TWireFeedEvent, WALLET_PATHS } from '@site/contracts';
import { checkLedger } from '../../core/money/ledger-check.js';
import { members, wallets } from '../../db/schema.js';
import { games } from '../../db/schema-games.js';
import { createMember, type TQaMember } from '../../test/play-fixtures.js';
import {
  createInMemoryMock,
  postJson,
  qa,
  TEST_SEAMLESS_KEY,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';

const EVO_WALLET = 101;
const JDB_WALLET = 103;

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

const transfer = (member: TQaMember, body: Record<string, unknown>) =>
  postJson(
    mock.app,
    WALLET_PATHS.walletTransfer,
    { requestId: randomUUID(), ...body },
    { authorization: member.token },
  );

const balances = async (member: TQaMember) => {
  const reply = await mock.app.inject({
    method: 'GET',
    url: `${WALLET_PATHS.balance}?typeId=0`,
    headers: withToken(member.token),
  });
  const value = reply.json().value as {
    sumBalance: number;
    balance: { accountTypeId: number; availBalance: number }[];
  };
  return {
    sum: value.sumBalance,
    ...Object.fromEntries(value.balance.map((row) => [row.accountTypeId, row.availBalance])),
  };
};

describe('merchant wallets', () => {
  it('lists main first, then the vendor wallets, named in the Language header', async () => {
    const member = await createMember(mock.app, 'player');
    const read = async (language: string) =>
      (
        await mock.app.inject({
          method: 'GET',
          url: WALLET_PATHS.merchantWallet,
          headers: { ...withToken(member.token), language },
        })
      ).json().value;
    expect(await read('EN')).toEqual({
      isSingle: false,
      wallets: [
        { accountTypeId: 1, vassalage: null, name: 'Main Wallet' },
        { accountTypeId: 101, vassalage: 'EVO', name: 'Evolution Wallet' },
        { accountTypeId: 102, vassalage: 'SBT', name: 'SBTech Wallet' },
        { accountTypeId: 103, vassalage: 'JDB', name: 'JDB Gaming Wallet' },
      ],
    });
    expect((await read('TY')).wallets[0].name).toBe('Pangunahing Wallet');
    expect(await balances(member)).toEqual({ sum: 0, 1: 0, 101: 0, 102: 0, 103: 0 });
  });

  it('answers a player’s contract flags, all 0', async () => {
    const member = await createMember(mock.app, 'player');
    const reply = await mock.app.inject({
      method: 'GET',
      url: WALLET_PATHS.consolidated,
      headers: withToken(member.token),
    });
    expect(Object.values(reply.json().value)).toEqual(Array(8).fill(0));
  });
});

describe('wallet transfer', () => {
  it('moves money both ways through the ledger and publishes the balance', async () => {
    const member = await createMember(mock.app, 'player', 100_000);
    const there = await transfer(member, {
      fromAccountTypeId: 1,
      toAccountTypeId: EVO_WALLET,
      amount: 250.5,
    });
    expect(there.json()).toMatchObject({ success: true, value: { sumBalance: 1000 } });
    expect(await balances(member)).toMatchObject({ sum: 1000, 1: 749.5, 101: 250.5 });
    const back = await transfer(member, { fromAccountTypeId: EVO_WALLET, toAccountTypeId: 1, amount: 50 });
    expect(back.statusCode).toBe(200);
    expect(await balances(member)).toMatchObject({ 1: 799.5, 101: 200.5 });
    expect(events.filter((event) => event.type === 'balance')).toHaveLength(2);
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('answers a replay with the first result and refuses the same id with other values', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const body = { fromAccountTypeId: 1, toAccountTypeId: EVO_WALLET, amount: 30, requestId: randomUUID() };
    const first = await transfer(member, body);
    const replay = await transfer(member, body);
    expect(replay.json()).toEqual(first.json());
    expect(await balances(member)).toMatchObject({ 1: 70, 101: 30 });
    const conflict = await transfer(member, { ...body, amount: 31 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('request_conflict');
    expect(await balances(member)).toMatchObject({ 1: 70, 101: 30 });
  });

  it('refuses what it cannot do, changing nothing', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const refused = async (body: Record<string, unknown>, member_ = member) => {
      const reply = await transfer(member_, body);
      return { status: reply.statusCode, code: reply.json().errorCode };
    };
    expect(await refused({ fromAccountTypeId: 1, toAccountTypeId: EVO_WALLET, amount: 100.01 })).toEqual({
      status: 400,
      code: 'insufficient_balance',
    });
    expect(await refused({ fromAccountTypeId: 1, toAccountTypeId: 999, amount: 1 })).toEqual({
      status: 404,
      code: 'wallet_not_found',
    });
    expect(await refused({ fromAccountTypeId: 1, toAccountTypeId: 1, amount: 1 })).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await refused({ fromAccountTypeId: 1, toAccountTypeId: EVO_WALLET, amount: 1.005 })).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const trial = await createMember(mock.app, 'trial');
    expect(await refused({ fromAccountTypeId: 1, toAccountTypeId: EVO_WALLET, amount: 1 }, trial)).toEqual({
      status: 403,
      code: 'in_need_true_account',
    });
    await qa(mock.app, '/cashier', { isSingleWallet: true });
    try {
      expect(await refused({ fromAccountTypeId: 1, toAccountTypeId: EVO_WALLET, amount: 1 })).toEqual({
        status: 400,
        code: 'single_wallet',
      });
      expect(await balances(member)).toEqual({ sum: 100, 1: 100 });
    } finally {
      await qa(mock.app, '/cashier', { isSingleWallet: false });
    }
    expect(await balances(member)).toMatchObject({ 1: 100, 101: 0 });
    expect(events).toEqual([]);
  });

  // A server of its own, a member (a password hash) and 200 requests on the wire: on a busy CI machine this
  // outlasts vitest's default 5 s, so it has a timeout of its own.
  it('200 concurrent debits and credits on one wallet keep ledger == balance and never negative', async () => {
    // A listening server of its own, so the requests really overlap on the wire.
    const server = await createInMemoryMock();
    try {
      const member = await createMember(server.app, 'player', 500_000);
      const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const replies = await Promise.all(
        Array.from({ length: 200 }, async (_, index) => {
          const toVendor = index % 2 === 0;
          const reply = await fetch(`${origin}${WALLET_PATHS.walletTransfer}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...withToken(member.token) },
            body: JSON.stringify({
              fromAccountTypeId: toVendor ? 1 : EVO_WALLET,
              toAccountTypeId: toVendor ? EVO_WALLET : 1,
              amount: randomInt(1, 10_000) / 100,
              requestId: randomUUID(),
            }),
          });
          return { status: reply.status, body: (await reply.json()) as { errorCode?: string } };
        }),
      );
      // Every call either moved money or was refused for want of it.
      for (const reply of replies.filter((reply) => reply.status !== 200))
        expect(reply.body.errorCode).toBe('insufficient_balance');
      expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThan(100);
      expect(checkLedger(server.db)).toEqual([]);
      const rows = server.db.select().from(wallets).all();
      expect(rows.every((row) => row.balanceMinor >= 0)).toBe(true);
      const memberId = server.db
        .select()
        .from(members)
        .where(eq(members.username, member.username))
        .get()?.id;
      const own = rows.filter((row) => row.memberId === memberId);
      expect(own.reduce((sum, row) => sum + row.balanceMinor, 0)).toBe(500_000);
    } finally {
      await server.close();
    }
  }, 30_000);
});

describe('vendor wallets in games', () => {
  const launchJdbGame = async (member: TQaMember) => {
    const game = mock.db
      .select()
      .from(games)
      .where(and(eq(games.vassalage, 'JDB'), eq(games.isUnderMaintenance, false)))
      .get();
    if (!game) throw new Error('no JDB game in the catalogue');
    const reply = await mock.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.launchGame}?launchMode=GLS&nodeId=${game.nodeId}&gameId=${game.gameId}`,
      headers: withToken(member.token),
    });
    return new URL(reply.json().value.content.game_url, 'http://mock').searchParams.get('launch') ?? '';
  };
  const seamless = (path: string, payload: object) =>
    mock.app.inject({
      method: 'POST',
      url: `/seamless/${path}`,
      headers: { 'x-seamless-key': TEST_SEAMLESS_KEY },
      payload,
    });

  it("bets and wins move the vendor's own wallet, and publish the balance", async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const launchToken = await launchJdbGame(member);
    const bet = { transactionId: randomUUID(), launchToken, roundId: randomUUID(), amountMinor: 500 };
    expect((await seamless('debit', bet)).json().errorCode).toBe('insufficient_balance');
    await transfer(member, { fromAccountTypeId: 1, toAccountTypeId: JDB_WALLET, amount: 20 });
    events = [];
    expect((await seamless('debit', bet)).json().value).toMatchObject({ balanceMinor: 1_500 });
    await seamless('credit', { ...bet, transactionId: randomUUID(), amountMinor: 1_200 });
    expect(await balances(member)).toMatchObject({ 1: 80, 103: 27 });
    const published = events.filter((event) => event.type === 'balance');
    expect(published).toHaveLength(2);
    expect(published[1]).toMatchObject({ balance: { sumBalance: 107 } });
  });
});

describe('ledger check', () => {
  it('finds a wallet whose cached balance was changed behind the ledger', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    expect(checkLedger(mock.db)).toEqual([]);
    const memberId =
      mock.db.select().from(members).where(eq(members.username, member.username)).get()?.id ?? 0;
    mock.db.$client
      .prepare('UPDATE wallets SET balance_minor = balance_minor + 1 WHERE member_id = ?')
      .run(memberId);
    try {
      const mismatches = checkLedger(mock.db);
      expect(mismatches).toEqual([
        expect.objectContaining({ memberId, accountTypeId: 1, balanceMinor: 10_001, ledgerSumMinor: 10_000 }),
      ]);
      expect((await qa(mock.app, '/ledger-check')).json()).toMatchObject({
        ok: false,
        mismatches: [{ memberId }],
      });
    } finally {
      mock.db.$client
        .prepare('UPDATE wallets SET balance_minor = balance_minor - 1 WHERE member_id = ?')
        .run(memberId);
    }
    expect((await qa(mock.app, '/ledger-check')).json()).toEqual({ ok: true, mismatches: [] });
  });

  it('finds an entry whose balance after does not follow the one before', async () => {
    await createMember(mock.app, 'player', 10_000);
    const last = mock.db.$client.prepare('SELECT max(id) AS id FROM ledger_entries').get() as { id: number };
    mock.db.$client
      .prepare('UPDATE ledger_entries SET balance_after_minor = balance_after_minor + 5 WHERE id = ?')
      .run(last.id);
    try {
      expect(checkLedger(mock.db)[0]?.problems).toEqual([
        `entry ${last.id}: balance after 10005, expected 10000`,
      ]);
    } finally {
      mock.db.$client
        .prepare('UPDATE ledger_entries SET balance_after_minor = balance_after_minor - 5 WHERE id = ?')
        .run(last.id);
    }
  });
});
