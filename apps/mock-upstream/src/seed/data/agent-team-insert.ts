import { and, asc, eq, inArray } from 'drizzle-orm';
import { insertMemberWithWallet } from '../../core/members/member-store.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../core/money/ledger.js';
import { savePaymentPasswordHash } from '../../core/money/payment-password.js';
import type { TExecutor, TTransaction } from '../../db/client.js';
import { members, wallets } from '../../db/schema.js';
import { games } from '../../db/schema-games.js';
import { gameLaunches, gameRounds } from '../../db/schema-play.js';
import { AGENT_TEAM_MEMBERS, DEMO_AGENT_USERNAME, memberActivity, registeredAt } from './agent-team.js';
import { PLAYED_ENGINES } from './games/winners.js';

const GAMES_PER_CATEGORY = 3;
const ROUNDS_PER_INSERT = 500;
const SETTLE_AFTER_MS = 30_000;

/** A few games of every category the team plays, in a fixed order. */
export const teamGames = (tx: TExecutor, merchantId: number) => {
  const playable = tx
    .select({ id: games.id, gameType: games.gameType, engine: games.engine })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.engine, [...PLAYED_ENGINES])))
    .orderBy(asc(games.id))
    .all();
  const picked = new Map<string, typeof playable>();
  for (const game of playable) {
    const category = picked.get(game.gameType) ?? [];
    if (category.length < GAMES_PER_CATEGORY) picked.set(game.gameType, [...category, game]);
  }
  return [...picked.values()].flat();
};

/**
 * The agent team of the seed, after the demo members and the games: the
 * tree, demo_agent's payment password, and every member's 30 days of
 * deposits, withdrawals and settled rounds through the ledger (the rollups'
 * triggers count them as they go in).
 */
export const insertAgentTeamSeed = (
  tx: TTransaction,
  merchantId: number,
  hashes: { passwordHash: string; paymentPasswordHash: string },
  now: Date,
): void => {
  const agent = tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, DEMO_AGENT_USERNAME)))
    .get();
  if (!agent) throw new Error(`the seed has no ${DEMO_AGENT_USERNAME}`);
  savePaymentPasswordHash(tx, agent.id, hashes.paymentPasswordHash, now);
  const memberIds = new Map([[agent.username, agent.id]]);
  AGENT_TEAM_MEMBERS.forEach((seed, index) => {
    const member = insertMemberWithWallet(
      tx,
      {
        merchantId,
        username: seed.username,
        passwordHash: hashes.passwordHash,
        type: seed.type,
        nickname: seed.username,
        language: 'EN',
        referrerMemberId: memberIds.get(seed.uplineUsername) ?? null,
        isFirstLogin: false,
      },
      registeredAt(index, now),
    );
    memberIds.set(member.username, member.id);
  });

  const playable = teamGames(tx, merchantId);
  const rounds: (typeof gameRounds.$inferInsert)[] = [];
  [...memberIds].forEach(([username, memberId], memberIndex) => {
    const wallet = tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)))
      .get();
    if (!wallet) throw new Error(`${username} has no main wallet`);
    const launch = tx
      .insert(gameLaunches)
      .values({
        token: `seed-team-${username}`,
        merchantId,
        memberId,
        gameId: playable[0]!.id,
        mode: 'real',
        language: 'EN',
        expiresAt: now,
        createdAt: now,
      })
      .returning({ id: gameLaunches.id })
      .get();
    memberActivity(memberIndex, playable.length, now).forEach((event, eventIndex) => {
      const key = `seed-team:${username}:${eventIndex}`;
      if (event.kind !== 'round') {
        const isDeposit = event.kind === 'deposit';
        postLedgerEntry(tx, {
          walletId: wallet.id,
          amountMinor: isDeposit ? event.amountMinor : -event.amountMinor,
          kind: isDeposit ? 'deposit' : 'withdraw_hold',
          // No reference: the records show it as the remark, and a seeded cash movement has none.
          idempotencyKey: key,
          now: event.at,
        });
        return;
      }
      const game = playable[event.gameIndex]!;
      const settledAt = new Date(event.at.getTime() + SETTLE_AFTER_MS);
      postLedgerEntry(tx, {
        walletId: wallet.id,
        amountMinor: -event.betMinor,
        kind: 'bet',
        idempotencyKey: `${key}:bet`,
        reference: key,
        now: event.at,
      });
      if (event.winMinor > 0)
        postLedgerEntry(tx, {
          walletId: wallet.id,
          amountMinor: event.winMinor,
          kind: 'win',
          idempotencyKey: `${key}:win`,
          reference: key,
          now: settledAt,
        });
      rounds.push({
        roundId: key,
        launchId: launch.id,
        merchantId,
        memberId,
        isTrial: false,
        gameId: game.id,
        engine: game.engine,
        betMinor: event.betMinor,
        winMinor: event.winMinor,
        status: 'settled',
        detail: { seeded: true },
        createdAt: event.at,
        settledAt,
      });
    });
  });
  for (let start = 0; start < rounds.length; start += ROUNDS_PER_INSERT)
    tx.insert(gameRounds)
      .values(rounds.slice(start, start + ROUNDS_PER_INSERT))
      .run();
};
