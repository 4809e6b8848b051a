import { and, asc, eq } from 'drizzle-orm';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../core/money/ledger.js';
import type { TTransaction } from '../../db/client.js';
import { members, wallets } from '../../db/schema.js';
import { games } from '../../db/schema-games.js';
import { gameLaunches, gameRounds } from '../../db/schema-play.js';
import {
  missions,
  pointRates,
  pointRedemptions,
  pointRewards,
  rewardPromotions,
  rewardSettings,
  vipRanks,
} from '../../db/schema-rewards.js';
import { postPointEntry, releaseHeldPoints } from '../../domains/rewards/points/point-ledger.js';
import { earnFromSettledRound } from '../../domains/rewards/settled-round.js';

const MINUTE_MS = 60_000;

/** 100 points make ₱1; the smallest conversion is 100 points. */
export const SEED_REWARD_SETTINGS = {
  pointsEnabled: true,
  pointsPerUnit: 100,
  minConvertPoints: 100,
} as const;

/** Valid bet (minor units) that earns one point: ₱10 for slots and fishing, ₱20 for live, sports, lottery. */
export const SEED_POINT_RATES = [
  { gameCategory: 'RNG', validBetPerPointMinor: 1_000 },
  { gameCategory: 'FISH', validBetPerPointMinor: 1_000 },
  { gameCategory: 'LIVE', validBetPerPointMinor: 2_000 },
  { gameCategory: 'SPORTS', validBetPerPointMinor: 2_000 },
  { gameCategory: 'LOTT', validBetPerPointMinor: 2_000 },
] as const;

/** VIP ranks by valid bets of the calendar month. */
export const SEED_VIP_RANKS = [
  { level: 0, nameEn: 'Member', nameTy: 'Miyembro', monthlyTurnoverMinor: 0 },
  { level: 1, nameEn: 'Bronze', nameTy: 'Tanso', monthlyTurnoverMinor: 100_000 },
  { level: 2, nameEn: 'Silver', nameTy: 'Pilak', monthlyTurnoverMinor: 500_000 },
  { level: 3, nameEn: 'Gold', nameTy: 'Ginto', monthlyTurnoverMinor: 2_000_000 },
  { level: 4, nameEn: 'Platinum', nameTy: 'Platino', monthlyTurnoverMinor: 10_000_000 },
  { level: 5, nameEn: 'Diamond', nameTy: 'Diyamante', monthlyTurnoverMinor: 50_000_000 },
] as const;

export const SEED_MISSIONS = [
  {
    metric: 'TURNOVER',
    cycle: 'DAILY',
    target: 50_000,
    rewardMinor: 500,
    titleEn: 'Bet ₱500 today',
    titleTy: 'Tumaya ng ₱500 ngayong araw',
    descriptionEn: 'Valid bets of settled rounds count.',
    descriptionTy: 'Binibilang ang mga balidong taya ng mga tapos na round.',
  },
  {
    metric: 'ROUNDS',
    cycle: 'DAILY',
    target: 20,
    rewardMinor: 300,
    titleEn: 'Play 20 rounds today',
    titleTy: 'Maglaro ng 20 round ngayong araw',
    descriptionEn: 'Every settled round counts, win or lose.',
    descriptionTy: 'Binibilang ang bawat tapos na round, panalo man o talo.',
  },
  {
    metric: 'DEPOSIT',
    cycle: 'WEEKLY',
    target: 100_000,
    rewardMinor: 2_000,
    titleEn: 'Deposit ₱1,000 this week',
    titleTy: 'Mag-deposito ng ₱1,000 ngayong linggo',
    descriptionEn: 'Approved deposits from Monday count.',
    descriptionTy: 'Binibilang ang mga aprubadong deposito mula Lunes.',
  },
] as const;

/** The point mall: `stock` null is unlimited. */
export const SEED_POINT_REWARDS = [
  {
    type: 'CASH',
    nameEn: '₱10 cash',
    nameTy: '₱10 na pera',
    requiredPoints: 1_000,
    amountMinor: 1_000,
    stock: null,
  },
  {
    type: 'CASH',
    nameEn: '₱50 cash',
    nameTy: '₱50 na pera',
    requiredPoints: 4_800,
    amountMinor: 5_000,
    stock: null,
  },
  {
    type: 'VOUCHER',
    nameEn: '₱200 food voucher',
    nameTy: '₱200 na voucher sa pagkain',
    requiredPoints: 15_000,
    amountMinor: null,
    stock: 25,
  },
  {
    type: 'ITEM',
    nameEn: 'Team jersey',
    nameTy: 'Jersey ng koponan',
    requiredPoints: 30_000,
    amountMinor: null,
    stock: 5,
  },
] as const;

const DEMO_PLAYER = 'demo_player';
/** demo_player's rounds of today: ₱500 each on a slot, won back, so its balance stays as seeded. */
const DEMO_ROUNDS = 12;
const DEMO_ROUND_BET_MINOR = 50_000;
/** Points given besides those the rounds earn, so the point mall has something to show. */
const DEMO_BONUS_POINTS = 25_000;

const memberIdOf = (tx: TTransaction, merchantId: number, username: string): number => {
  const member = tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
    .get();
  if (!member) throw new Error(`the seed has no ${username}`);
  return member.id;
};

/** demo_player's settled slot rounds of today (after midnight UTC+8), through the ledger and the round hook. */
const insertDemoRounds = (tx: TTransaction, merchantId: number, memberId: number, now: Date): void => {
  const slot = tx
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameType, 'RNG'), eq(games.engine, 'slot')))
    .orderBy(asc(games.id))
    .get();
  if (!slot) throw new Error('the seed has no slot game');
  const wallet = tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)))
    .get();
  if (!wallet) throw new Error(`${DEMO_PLAYER} has no main wallet`);
  const launch = tx
    .insert(gameLaunches)
    .values({
      token: `seed-rewards-${DEMO_PLAYER}`,
      merchantId,
      memberId,
      gameId: slot.id,
      mode: 'real',
      language: 'EN',
      expiresAt: now,
      createdAt: now,
    })
    .returning({ id: gameLaunches.id })
    .get();
  const todayStart = now.getTime() - ((now.getTime() + 8 * 60 * MINUTE_MS) % (24 * 60 * MINUTE_MS));
  for (let index = 0; index < DEMO_ROUNDS; index++) {
    const at = new Date(Math.max(todayStart, now.getTime() - (DEMO_ROUNDS - index) * MINUTE_MS));
    const roundId = `seed-rewards:${DEMO_PLAYER}:${index}`;
    for (const [kind, amountMinor] of [
      ['bet', -DEMO_ROUND_BET_MINOR],
      ['win', DEMO_ROUND_BET_MINOR],
    ] as const)
      postLedgerEntry(tx, {
        walletId: wallet.id,
        amountMinor,
        kind,
        idempotencyKey: `${roundId}:${kind}`,
        reference: roundId,
        now: at,
      });
    const round = tx
      .insert(gameRounds)
      .values({
        roundId,
        launchId: launch.id,
        merchantId,
        memberId,
        isTrial: false,
        gameId: slot.id,
        engine: slot.engine,
        betMinor: DEMO_ROUND_BET_MINOR,
        winMinor: DEMO_ROUND_BET_MINOR,
        status: 'settled',
        detail: { seeded: true },
        createdAt: at,
        settledAt: at,
      })
      .returning()
      .get();
    earnFromSettledRound(tx, round, at);
  }
};

/** A redemption of each status: one waiting (points held), one approved, one rejected (points back). */
const insertDemoRedemptions = (tx: TTransaction, memberId: number, rewardIds: number[], now: Date): void => {
  const decisions = [
    { rewardIndex: 0, status: 'processing', remark: null },
    { rewardIndex: 2, status: 'approved', remark: null },
    { rewardIndex: 1, status: 'rejected', remark: 'Please verify your account first; your points are back.' },
  ] as const;
  decisions.forEach((decision, index) => {
    const seed = SEED_POINT_REWARDS[decision.rewardIndex]!;
    const at = new Date(now.getTime() - (decisions.length - index) * 60 * MINUTE_MS);
    const redemption = tx
      .insert(pointRedemptions)
      .values({
        memberId,
        rewardId: rewardIds[decision.rewardIndex]!,
        quantity: 1,
        points: seed.requiredPoints,
        status: decision.status,
        remark: decision.remark,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
      .get();
    const reference = `redemption:${redemption.id}`;
    postPointEntry(tx, {
      memberId,
      points: -seed.requiredPoints,
      pendingDelta: seed.requiredPoints,
      kind: 'redeem_hold',
      idempotencyKey: `redeem:${redemption.id}`,
      reference,
      now: at,
    });
    if (decision.status === 'approved') releaseHeldPoints(tx, memberId, seed.requiredPoints, at);
    if (decision.status === 'rejected')
      postPointEntry(tx, {
        memberId,
        points: seed.requiredPoints,
        pendingDelta: -seed.requiredPoints,
        kind: 'redeem_refund',
        idempotencyKey: `refund:${redemption.id}`,
        reference,
        now: at,
      });
    // The approved one keeps its item; the stock of a rejected one came back.
    if (decision.status === 'approved' && seed.stock !== null)
      tx.update(pointRewards)
        .set({ stock: seed.stock - 1 })
        .where(eq(pointRewards.id, rewardIds[decision.rewardIndex]!))
        .run();
  });
};

/**
 * The points side of the rewards seed: settings, the points table, VIP
 * ranks, the missions (rewards of the promotions seed's MISSION
 * promotion), the point mall; demo_player's rounds of today (VIP Silver,
 * points, the daily turnover mission done and its reward issued, 12 of 20
 * rounds), bonus points and a redemption in each status.
 */
export const insertRewardsPointsSeed = (tx: TTransaction, merchantId: number, now: Date): void => {
  // The promotions seed may have written the row (its referral domains).
  tx.insert(rewardSettings)
    .values({ merchantId, ...SEED_REWARD_SETTINGS })
    .onConflictDoUpdate({ target: rewardSettings.merchantId, set: SEED_REWARD_SETTINGS })
    .run();
  tx.insert(pointRates)
    .values(SEED_POINT_RATES.map((rate) => ({ merchantId, ...rate })))
    .run();
  tx.insert(vipRanks)
    .values(SEED_VIP_RANKS.map((rank) => ({ merchantId, ...rank })))
    .run();
  const promotion = tx
    .select({ id: rewardPromotions.id })
    .from(rewardPromotions)
    .where(and(eq(rewardPromotions.merchantId, merchantId), eq(rewardPromotions.type, 'MISSION')))
    .get();
  if (!promotion) throw new Error('the promotions seed has no MISSION promotion');
  tx.insert(missions)
    .values(
      SEED_MISSIONS.map((mission, index) => ({
        merchantId,
        promotionId: promotion.id,
        sortOrder: index,
        ...mission,
      })),
    )
    .run();
  const rewardIds = SEED_POINT_REWARDS.map((reward, index) => {
    const row = tx
      .insert(pointRewards)
      .values({ merchantId, ...reward, sortOrder: index })
      .returning({ id: pointRewards.id })
      .get();
    // The artwork URL names the row, whose id exists only now.
    tx.update(pointRewards)
      .set({ imageUrl: `/static/point-rewards/${row.id}.svg` })
      .where(eq(pointRewards.id, row.id))
      .run();
    return row.id;
  });

  const playerId = memberIdOf(tx, merchantId, DEMO_PLAYER);
  insertDemoRounds(tx, merchantId, playerId, now);
  postPointEntry(tx, {
    memberId: playerId,
    points: DEMO_BONUS_POINTS,
    kind: 'adjustment',
    idempotencyKey: `seed:${DEMO_PLAYER}:points`,
    now: new Date(now.getTime() - 24 * 60 * MINUTE_MS),
  });
  insertDemoRedemptions(tx, playerId, rewardIds, now);
};
