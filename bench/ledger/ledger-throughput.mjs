// The ledger benchmark: double-entry bets per second through the mock's own
// ledger (`postLedgerEntry`: idempotency check, wallet read, cached-balance
// update, entry insert; one transaction per bet moving money from the player's
// wallet to the house wallet) against raw better-sqlite3 statements doing the
// same reads, updates and inserts, on the same migrated schema, in the same
// run. Prints both rates and their ratio (target ≥ 0.8).
// Run: `npm run bench:ledger` (or `npm run bench`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const CLIENT = new URL('../../apps/mock-upstream/src/db/client.ts', import.meta.url).href;
const LEDGER = new URL('../../apps/mock-upstream/src/core/money/ledger.ts', import.meta.url).href;

export const TARGET_RATIO = 0.8;
const DEFAULT_BETS = 20_000;
const ROUNDS = 7;

/** A fresh migrated database file (WAL, as the mock runs) with a player and a house wallet. */
const prepareDatabase = async (directory, name) => {
  const { openDatabase, migrateDatabase } = await import(CLIENT);
  const db = openDatabase(join(directory, `${name}.sqlite`));
  migrateDatabase(db);
  const client = db.$client;
  const now = Date.now();
  client
    .prepare(
      `INSERT INTO merchants (code, name, currency, currency_symbol, languages, default_language, whitelabel,
        register_settings, resources, customer_service, main_domain, image_cdns, launch_game_cdns)
       VALUES ('bench', 'Bench', 'PHP', '₱', '["EN"]', 'EN', '[]', '{}', '[]', '[]', 'bench.test', '[]', '[]')`,
    )
    .run();
  const addMember = client.prepare(
    `INSERT INTO members (merchant_id, username, password_hash, type, password_changed_at) VALUES (1, ?, '!', 0, ?)`,
  );
  const addWallet = client.prepare(
    'INSERT INTO wallets (member_id, account_type_id, balance_minor, updated_at) VALUES (?, 1, ?, ?)',
  );
  for (const [username, balance] of [
    ['player', 1_000_000_000_000],
    ['house', 0],
  ]) {
    const member = addMember.run(username, now);
    addWallet.run(member.lastInsertRowid, balance, now);
  }
  return db;
};

/** Bets through the mock's ledger, as the seamless wallet posts them. */
const ledgerRun = async (db, bets, label) => {
  const { postLedgerEntry } = await import(LEDGER);
  const { transact } = await import(CLIENT);
  const started = process.hrtime.bigint();
  for (let bet = 0; bet < bets; bet += 1) {
    const amountMinor = 100 + (bet % 900);
    const now = new Date();
    transact(db, (tx) => {
      postLedgerEntry(tx, {
        walletId: 1,
        amountMinor: -amountMinor,
        kind: 'bet',
        idempotencyKey: `${label}:${bet}:debit`,
        now,
      });
      postLedgerEntry(tx, {
        walletId: 2,
        amountMinor,
        kind: 'bet',
        idempotencyKey: `${label}:${bet}:credit`,
        now,
      });
    });
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
};

/** The same work with hand-written prepared statements. */
const rawRun = (client, bets, label) => {
  // Rows as arrays (raw mode): the cheapest way better-sqlite3 returns them.
  const findEntry = client.prepare('SELECT * FROM ledger_entries WHERE idempotency_key = ?').raw();
  const findWallet = client.prepare('SELECT id, balance_minor FROM wallets WHERE id = ?').raw();
  const updateWallet = client.prepare('UPDATE wallets SET balance_minor = ?, updated_at = ? WHERE id = ?');
  const insertEntry = client
    .prepare(
      `INSERT INTO ledger_entries (wallet_id, amount_minor, balance_after_minor, kind, idempotency_key, reference, created_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?) RETURNING *`,
    )
    .raw();
  const post = (walletId, amountMinor, key, now) => {
    const existing = findEntry.get(key);
    if (existing) return existing;
    const [, balance] = findWallet.get(walletId);
    const after = balance + amountMinor;
    if (after < 0) throw new RangeError('a wallet never goes below zero');
    updateWallet.run(after, now, walletId);
    return insertEntry.get(walletId, amountMinor, after, 'bet', key, now);
  };
  const bet = client.transaction((index, amountMinor, now) => {
    post(1, -amountMinor, `${label}:${index}:debit`, now);
    post(2, amountMinor, `${label}:${index}:credit`, now);
  });
  const started = process.hrtime.bigint();
  for (let index = 0; index < bets; index += 1) bet(index, 100 + (index % 900), Date.now());
  return Number(process.hrtime.bigint() - started) / 1e9;
};

/** Checks both databases ended with the same balances and entry counts. */
const figuresOf = (client) => ({
  balances: client
    .prepare('SELECT balance_minor AS balance FROM wallets ORDER BY id')
    .all()
    .map((row) => row.balance),
  entries: client.prepare('SELECT count(*) AS n FROM ledger_entries').get().n,
});

export const main = async (args = process.argv.slice(2)) => {
  const bets = Number(args[0] ?? DEFAULT_BETS);
  const directory = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  try {
    const ledgerDb = await prepareDatabase(directory, 'ledger');
    const rawDb = await prepareDatabase(directory, 'raw');
    // Warm up both paths (JIT, statement caches), then alternate timed rounds; keep each one's best.
    await ledgerRun(ledgerDb, 2_000, 'warm');
    rawRun(rawDb.$client, 2_000, 'warm');
    // Alternate the order round by round; compare the runs of each round, so load spikes from
    // elsewhere on the machine hit both sides of a ratio, and report the median round.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const label = `r${round}`;
      let ledgerSeconds;
      let rawSeconds;
      if (round % 2 === 0) {
        ledgerSeconds = await ledgerRun(ledgerDb, bets, label);
        rawSeconds = rawRun(rawDb.$client, bets, label);
      } else {
        rawSeconds = rawRun(rawDb.$client, bets, label);
        ledgerSeconds = await ledgerRun(ledgerDb, bets, label);
      }
      rounds.push({
        ledgerRate: bets / ledgerSeconds,
        rawRate: bets / rawSeconds,
        ratio: rawSeconds / ledgerSeconds,
      });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const { ledgerRate, rawRate, ratio } = rounds[Math.floor(ROUNDS / 2)];
    const ledger = figuresOf(ledgerDb.$client);
    const raw = figuresOf(rawDb.$client);
    if (JSON.stringify(ledger) !== JSON.stringify(raw))
      throw new Error(`the two runs disagree: ${JSON.stringify({ ledger, raw })}`);
    console.log(`bench/ledger: ${bets} double-entry bets per run, median of ${ROUNDS} alternating rounds`);
    console.log(`  mock ledger   ${ledgerRate.toFixed(0).padStart(8)} bets/s`);
    console.log(`  raw SQLite    ${rawRate.toFixed(0).padStart(8)} bets/s`);
    console.log(
      `  ratio ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET'}`,
    );
    ledgerDb.$client.close();
    rawDb.$client.close();
    return { ledgerRate, rawRate, ratio, isOnTarget: ratio >= TARGET_RATIO };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await main();
  if (!result.isOnTarget) process.exitCode = 1;
}
