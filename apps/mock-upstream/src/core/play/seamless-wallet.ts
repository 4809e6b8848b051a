import { eq } from 'drizzle-orm';
import type { TErrorKey } from '@site/contracts';
import { type TExecutor, transact } from '../../db/client.js';
import {
  gameLaunches,
  gameRounds,
  seamlessTransactions,
  type TGameLaunch,
  type TSeamlessTransaction,
} from '../../db/schema-play.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../money/ledger.js';
import { accountTypeOfVendor, findWallet, walletOf } from '../money/wallet-store.js';
import { playRefusal } from '../responsible/guard.js';
import { findGameById } from './catalogue.js';
import { findRound } from './rounds/round-store.js';
import { roundSettled } from './settled-rounds.js';

/**
 * The seamless wallet (docs/history/games-interfaces.md): every bet and win of a
 * launched game goes through `debit`, `credit` and `rollback`, idempotent by
 * transaction id.
 *
 * - An exact replay (same id, kind, launch, round, amount) answers the first
 *   result and changes nothing.
 * - The same id with other values fails with 409 `transaction_conflict`.
 * - `debit` never takes a balance below zero: 400 `insufficient_balance`,
 *   nothing recorded.
 * - A real member's `debit` is refused, nothing recorded, while their
 *   responsible gaming limits or a restriction forbid the stake
 *   (`playRefusal` of core/responsible, in the same transaction): the
 *   refusal's status, errorCode and value (`{limit}` or `{restriction}`).
 * - `rollback(transactionId)` undoes the DEBIT with that id. A rollback of a
 *   debit never seen succeeds and stores a tombstone; that debit arriving
 *   later is refused with 409 `transaction_rolled_back`.
 * - Real launches move the member's wallet of the game's vendor (its own
 *   wallet when the merchant gives the vendor one, else main) through `postLedgerEntry`
 *   (ledger kinds `bet`, `win`, `rollback`; idempotency key
 *   `seamless:<kind>:<transactionId>`); trial launches move only
 *   `game_launches.demo_balance_minor`.
 * - The credit that settles an open round of a real member hands it to the
 *   listeners of `onRoundSettled` (the rewards group's points and missions),
 *   in the same transaction.
 * - Each call is one SQLite transaction (a savepoint when the caller already
 *   holds one) covering the transaction row, the ledger entry, the cached
 *   balance and the round row (`game_rounds`, created on the first debit if
 *   the engine did not open it).
 */

export type TSeamlessErrorCode = TErrorKey | 'transaction_conflict' | 'transaction_rolled_back';

/** A refused wallet call; the HTTP layer answers it in the envelope with this status, errorCode and value. */
export class SeamlessError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: TSeamlessErrorCode,
    message: string,
    /** What the caller is told besides the code: a responsible gaming refusal's `{limit}` or `{restriction}`. */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'SeamlessError';
  }
}

export type TSeamlessRequest = {
  /** The caller's id of this movement; unique across all kinds. */
  transactionId: string;
  roundId: string;
  /** Integer minor units: > 0 for a debit, ≥ 0 for a credit; for a rollback optional (checked when given). */
  amountMinor: number;
};

export type TSeamlessResult = {
  transactionId: string;
  roundId: string;
  kind: TSeamlessTransaction['kind'];
  amountMinor: number;
  /** The balance right after the movement (for a replay: as it was then). */
  balanceMinor: number;
  /** True when this call replayed an earlier one and changed nothing. */
  isReplay: boolean;
};

const MAX_ID_LENGTH = 128;

const conflict = (transactionId: string) =>
  new SeamlessError(409, 'transaction_conflict', `Transaction ${transactionId} exists with other values`);

const rolledBack = (transactionId: string) =>
  new SeamlessError(409, 'transaction_rolled_back', `Transaction ${transactionId} was rolled back`);

const checkRequest = (request: TSeamlessRequest, minimum: number) => {
  if (!request.transactionId || request.transactionId.length > MAX_ID_LENGTH)
    throw new SeamlessError(400, 'validation_failed', 'transactionId is required (≤ 128 characters)');
  if (!request.roundId || request.roundId.length > MAX_ID_LENGTH)
    throw new SeamlessError(400, 'validation_failed', 'roundId is required (≤ 128 characters)');
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor < minimum)
    throw new SeamlessError(400, 'validation_failed', `amountMinor must be an integer ≥ ${minimum}`);
};

const readLaunch = (tx: TExecutor, launchId: number): TGameLaunch => {
  const launch = tx.select().from(gameLaunches).where(eq(gameLaunches.id, launchId)).get();
  if (!launch) throw new SeamlessError(401, 'login.not.session', 'Unknown launch');
  return launch;
};

/** The wallet type a real launch plays from: the vendor's own, or main. */
const accountTypeOfLaunch = (tx: TExecutor, launch: TGameLaunch): number => {
  const game = findGameById(tx, launch.gameId);
  return game ? accountTypeOfVendor(tx, launch.merchantId, game.vassalage) : MAIN_WALLET_ACCOUNT_TYPE_ID;
};

const balanceIn = (tx: TExecutor, launch: TGameLaunch): number =>
  launch.mode === 'trial' || launch.memberId === null
    ? readLaunch(tx, launch.id).demoBalanceMinor
    : (findWallet(tx, launch.memberId, accountTypeOfLaunch(tx, launch))?.balanceMinor ?? 0);

/** Moves the launch's balance by `delta` (never below zero) and returns the new balance. */
const move = (
  tx: TExecutor,
  launch: TGameLaunch,
  delta: number,
  kind: 'bet' | 'win' | 'rollback',
  transactionId: string,
): number => {
  const before = balanceIn(tx, launch);
  if (before + delta < 0) throw new SeamlessError(400, 'insufficient_balance', 'Insufficient balance');
  if (launch.mode === 'trial' || launch.memberId === null) {
    tx.update(gameLaunches)
      .set({ demoBalanceMinor: before + delta })
      .where(eq(gameLaunches.id, launch.id))
      .run();
    return before + delta;
  }
  const wallet = walletOf(tx, launch.memberId, accountTypeOfLaunch(tx, launch));
  return postLedgerEntry(tx, {
    walletId: wallet.id,
    amountMinor: delta,
    kind,
    idempotencyKey: `seamless:${kind}:${transactionId}`,
    now: new Date(),
  }).balanceAfterMinor;
};

const findTransaction = (tx: TExecutor, transactionId: string) =>
  tx.select().from(seamlessTransactions).where(eq(seamlessTransactions.transactionId, transactionId)).get();

const resultOf = (row: TSeamlessTransaction, isReplay: boolean): TSeamlessResult => ({
  transactionId: row.transactionId,
  roundId: row.roundId,
  kind: row.kind,
  amountMinor: row.amountMinor,
  balanceMinor: row.balanceAfterMinor,
  isReplay,
});

const insertTransaction = (
  tx: TExecutor,
  values: Omit<typeof seamlessTransactions.$inferInsert, 'id' | 'createdAt'>,
): TSeamlessTransaction =>
  tx
    .insert(seamlessTransactions)
    .values({ ...values, createdAt: new Date() })
    .returning()
    .get();

/** The round of a movement: created (open) on first sight, and it must belong to this launch. */
const roundFor = (tx: TExecutor, launch: TGameLaunch, roundId: string) => {
  const round = findRound(tx, roundId);
  if (round) {
    if (round.launchId !== launch.id) throw conflict(roundId);
    return round;
  }
  const game = findGameById(tx, launch.gameId);
  return tx
    .insert(gameRounds)
    .values({
      roundId,
      launchId: launch.id,
      merchantId: launch.merchantId,
      memberId: launch.memberId,
      isTrial: launch.mode === 'trial',
      gameId: launch.gameId,
      engine: game?.engine ?? 'slot',
      betMinor: 0,
      winMinor: 0,
      status: 'open',
      detail: {},
      createdAt: new Date(),
    })
    .returning()
    .get();
};

const isSameMovement = (
  row: TSeamlessTransaction,
  launch: TGameLaunch,
  kind: string,
  request: TSeamlessRequest,
) =>
  row.kind === kind &&
  row.launchId === launch.id &&
  row.roundId === request.roundId &&
  row.amountMinor === request.amountMinor;

/** A real member's stake the responsible gaming checks refuse, as the wallet's error; trial stakes are free. */
const assertStakeAllowed = (tx: TExecutor, launch: TGameLaunch, amountMinor: number): void => {
  if (launch.mode === 'trial' || launch.memberId === null) return;
  const refusal = playRefusal(tx, launch.memberId, amountMinor, new Date());
  if (refusal) throw new SeamlessError(refusal.statusCode, refusal.errorCode, refusal.message, refusal.value);
};

/**
 * Takes a bet: the balance goes down by `amountMinor` (> 0), the round's bet
 * up. Refused with `insufficient_balance` (nothing recorded), with
 * `transaction_rolled_back` when a rollback of this id came first, with
 * `transaction_conflict` when the id was used with other values, and with a
 * responsible gaming refusal (`account_restricted`, `loss_limit_reached`...)
 * of a real member; an exact replay answers its first result before any of
 * those checks.
 */
export const debit = (db: TExecutor, launch: TGameLaunch, request: TSeamlessRequest): TSeamlessResult => {
  checkRequest(request, 1);
  return transact(db, (tx) => {
    const existing = findTransaction(tx, request.transactionId);
    if (existing) {
      if (existing.kind === 'debit' && existing.status !== 'applied' && existing.launchId === launch.id)
        throw rolledBack(request.transactionId);
      if (!isSameMovement(existing, launch, 'debit', request)) throw conflict(request.transactionId);
      return resultOf(existing, true);
    }
    if (launch.expiresAt.getTime() <= Date.now())
      throw new SeamlessError(401, 'login.not.session', 'The launch has expired');
    assertStakeAllowed(tx, launch, request.amountMinor);
    const round = roundFor(tx, launch, request.roundId);
    if (round.status === 'rolled_back') throw rolledBack(request.roundId);
    const balanceAfterMinor = move(tx, launch, -request.amountMinor, 'bet', request.transactionId);
    tx.update(gameRounds)
      .set({ betMinor: round.betMinor + request.amountMinor })
      .where(eq(gameRounds.id, round.id))
      .run();
    const row = insertTransaction(tx, {
      transactionId: request.transactionId,
      launchId: launch.id,
      roundId: request.roundId,
      kind: 'debit',
      amountMinor: request.amountMinor,
      status: 'applied',
      balanceAfterMinor,
    });
    return resultOf(row, false);
  });
};

/**
 * Pays a win: the balance goes up by `amountMinor` (≥ 0; 0 = a lost round),
 * the round's win up, and the round is settled.
 */
export const credit = (db: TExecutor, launch: TGameLaunch, request: TSeamlessRequest): TSeamlessResult => {
  checkRequest(request, 0);
  return transact(db, (tx) => {
    const existing = findTransaction(tx, request.transactionId);
    if (existing) {
      if (!isSameMovement(existing, launch, 'credit', request)) throw conflict(request.transactionId);
      return resultOf(existing, true);
    }
    const round = roundFor(tx, launch, request.roundId);
    const balanceAfterMinor =
      request.amountMinor > 0
        ? move(tx, launch, request.amountMinor, 'win', request.transactionId)
        : balanceIn(tx, launch);
    const now = new Date();
    const settled = tx
      .update(gameRounds)
      .set({
        winMinor: round.winMinor + request.amountMinor,
        status: round.status === 'rolled_back' ? 'rolled_back' : 'settled',
        settledAt: now,
      })
      .where(eq(gameRounds.id, round.id))
      .returning()
      .get();
    // Only the credit that settles an open round earns its points and mission progress.
    if (round.status === 'open' && settled.status === 'settled') roundSettled(tx, settled, now);
    const row = insertTransaction(tx, {
      transactionId: request.transactionId,
      launchId: launch.id,
      roundId: request.roundId,
      kind: 'credit',
      amountMinor: request.amountMinor,
      status: 'applied',
      balanceAfterMinor,
    });
    return resultOf(row, false);
  });
};

/** The row id a rollback is stored under (the debit keeps its own id). */
const rollbackRowId = (debitTransactionId: string) => `rollback:${debitTransactionId}`;

/**
 * Undoes the debit whose id is `request.transactionId`: the amount returns
 * to the balance, the round's bet goes down (the round is `rolled_back` once
 * no bet is left). Unknown debit: succeeds and leaves a tombstone, so the
 * debit is refused if it arrives later. `amountMinor` 0 means "whatever the
 * debit was"; another non-zero amount than the debit's is a conflict.
 */
export const rollback = (db: TExecutor, launch: TGameLaunch, request: TSeamlessRequest): TSeamlessResult => {
  checkRequest(request, 0);
  return transact(db, (tx) => {
    const previous = findTransaction(tx, rollbackRowId(request.transactionId));
    if (previous) {
      if (previous.launchId !== launch.id || previous.roundId !== request.roundId)
        throw conflict(request.transactionId);
      return { ...resultOf(previous, true), transactionId: request.transactionId };
    }
    const target = findTransaction(tx, request.transactionId);
    if (
      target &&
      (target.kind !== 'debit' || target.launchId !== launch.id || target.roundId !== request.roundId)
    )
      throw conflict(request.transactionId);
    if (target && request.amountMinor !== 0 && request.amountMinor !== target.amountMinor)
      throw conflict(request.transactionId);

    let amountMinor = 0;
    let balanceAfterMinor: number;
    if (target) {
      amountMinor = target.amountMinor;
      balanceAfterMinor = move(tx, launch, amountMinor, 'rollback', request.transactionId);
      tx.update(seamlessTransactions)
        .set({ status: 'rolled_back' })
        .where(eq(seamlessTransactions.id, target.id))
        .run();
      const round = findRound(tx, request.roundId);
      if (round) {
        const betMinor = Math.max(0, round.betMinor - amountMinor);
        tx.update(gameRounds)
          .set({ betMinor, status: betMinor === 0 ? 'rolled_back' : round.status })
          .where(eq(gameRounds.id, round.id))
          .run();
      }
    } else {
      balanceAfterMinor = balanceIn(tx, launch);
      // The tombstone: the debit's id is taken, so that debit is refused when it arrives.
      insertTransaction(tx, {
        transactionId: request.transactionId,
        launchId: launch.id,
        roundId: request.roundId,
        kind: 'debit',
        amountMinor: request.amountMinor,
        status: 'blocked',
        balanceAfterMinor,
      });
    }
    const row = insertTransaction(tx, {
      transactionId: rollbackRowId(request.transactionId),
      launchId: launch.id,
      roundId: request.roundId,
      kind: 'rollback',
      amountMinor,
      status: 'applied',
      balanceAfterMinor,
      referenceTransactionId: request.transactionId,
    });
    return { ...resultOf(row, false), transactionId: request.transactionId };
  });
};

/** The balance the launch plays with: its vendor's wallet or main (real), or the demo balance (trial). */
export const balanceOf = (db: TExecutor, launch: TGameLaunch): number => balanceIn(db, launch);
