import { eq, sql } from 'drizzle-orm';
import { insertMemberWithWallet } from '../core/members/member-store.js';
import { hashPassword } from '../core/members/password-hash.js';
import type { TDatabase, TExecutor, TTransaction } from '../db/client.js';
import {
  announcements,
  captchas,
  countries,
  emailRegisterCodes,
  ledgerEntries,
  loginFailures,
  members,
  merchants,
  oauthCodes,
  outboxMessages,
  registeredIps,
  secondFactorChallenges,
  secondFactors,
  sessions,
  smsCodes,
  socialIdentities,
  wallets,
} from '../db/schema.js';
import {
  agentContracts,
  agentSettlements,
  agentTree,
  downlineRebates,
  inviteLinks,
  inviteRegistrations,
  memberDailyStats,
  memberGameDailyStats,
  mockClock,
  uplineDailyStats,
  uplineGameDailyStats,
  uplineMemberDays,
  uplineRegistrations,
} from '../db/schema-agent.js';
import { chatConversations, chatMessages, chatTickets } from '../db/schema-chat.js';
import {
  announcementReads,
  jackpotPools,
  lobbyNews,
  promotionCategories,
  sportMatches,
} from '../db/schema-content.js';
import { favouriteGames, gameLanes, games, gameVendors, recentGames } from '../db/schema-games.js';
import { lotteryNumeros, lotteryOrders, lotterySchedules, lotterySubOrders } from '../db/schema-lottery.js';
import {
  bankCards,
  bonuses,
  cashierSettings,
  depositChannels,
  depositOrders,
  depositVendorBanks,
  inboxMessages,
  moneyRequests,
  paymentPasswords,
  proofImages,
  rebateClaims,
  vendorWalletTypes,
  withdrawals,
} from '../db/schema-money.js';
import { fairSeeds, gameLaunches, gameRounds, seamlessTransactions } from '../db/schema-play.js';
import { memberProfiles, merchantProfileSettings } from '../db/schema-profile.js';
import {
  memberPoints,
  missionProgress,
  missions,
  pointConversions,
  pointEntries,
  pointRates,
  pointRedemptions,
  pointRewards,
  promoCodes,
  raffleDraws,
  rafflePrizes,
  referralCodes,
  referralInvitations,
  rewardClaims,
  rewardPromotions,
  rewardSettings,
  rewardTickets,
  vipRanks,
} from '../db/schema-rewards.js';
import { appDownloads, feedbacks, helpTopics } from '../db/schema-service.js';
import { seedLiveGames } from '../games/live/poker/rooms.js';
import { seedAgentContracts } from './data/agent-contracts.js';
import { AGENT_TEAM_LOGINS, DEMO_AGENT_PAYMENT_PASSWORD } from './data/agent-team.js';
import { insertAgentTeamSeed } from './data/agent-team-insert.js';
import { SEED_ANNOUNCEMENTS, seedDate } from './data/announcements.js';
import { insertCashierSeed } from './data/cashier.js';
import { insertContentSeed } from './data/content.js';
import { SEED_COUNTRIES } from './data/countries.js';
import { insertGamesSeed } from './data/games/insert.js';
import { insertLotterySeed } from './data/lottery.js';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './data/members.js';
import { DEMO_MERCHANT, DEMO_MERCHANT_CODE } from './data/merchant.js';
import { insertProfileSeed } from './data/profile.js';
import { insertPromotionCategories } from './data/promotion-categories.js';
import { insertRewardsPointsSeed } from './data/rewards-points.js';
import { insertRewardsSeed } from './data/rewards-promotions.js';
import { insertSiteServiceSeed } from './data/site-service.js';

export { DEMO_MERCHANT_CODE } from './data/merchant.js';

/** What start-up prints: the demo accounts, and the agent team's sub-agents. */
export const DEMO_LOGINS = [
  ...DEMO_MEMBERS.map(({ role, username, password }) => ({
    role: role === 'agent' ? `agent (payment password ${DEMO_AGENT_PAYMENT_PASSWORD})` : role,
    username,
    password,
  })),
  ...AGENT_TEAM_LOGINS.map(({ username }) => ({ role: 'sub-agent', username, password: DEMO_PASSWORD })),
];

/**
 * Argon2 is slow on purpose, so each distinct seed password is hashed once
 * per process and reused by every seeding and reset (a salt shared between
 * demo accounts is fine for a mock).
 */
const seedPasswordHashes = new Map<string, Promise<string>>();
const seedPasswordHash = (password: string): Promise<string> => {
  let hashed = seedPasswordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    seedPasswordHashes.set(password, hashed);
  }
  return hashed;
};

const insertSeed = (tx: TTransaction, hashes: ReadonlyMap<string, string>, now: Date): void => {
  tx.insert(countries).values(SEED_COUNTRIES).onConflictDoNothing().run();
  const merchant = tx
    .insert(merchants)
    .values({ ...DEMO_MERCHANT, createdAt: now })
    .returning()
    .get();
  for (const { role: _role, password, ...member } of DEMO_MEMBERS) {
    const passwordHash = hashes.get(password);
    if (!passwordHash) throw new Error('seed password was not hashed');
    insertMemberWithWallet(tx, { ...member, merchantId: merchant.id, passwordHash }, now);
  }
  insertProfileSeed(tx, merchant.id);
  const categoryIds = insertPromotionCategories(tx, merchant.id);
  for (const { startInDays, endInDays, artwork, category, ...item } of SEED_ANNOUNCEMENTS) {
    const row = tx
      .insert(announcements)
      .values({
        ...item,
        merchantId: merchant.id,
        promotionCategoryId: category ? categoryIds.get(category) : null,
        startAt: seedDate(now, startInDays),
        endAt: endInDays === null ? null : seedDate(now, endInDays),
      })
      .returning()
      .get();
    // The artwork URL names the row, whose id exists only now.
    if (artwork) {
      tx.update(announcements)
        .set({ imageUrl: `/static/${artwork}/${row.id}.svg` })
        .where(eq(announcements.id, row.id))
        .run();
    }
  }
  const botPasswordHash = hashes.get(DEMO_PASSWORD);
  if (!botPasswordHash) throw new Error('seed password was not hashed');
  insertGamesSeed(tx, merchant.id, botPasswordHash, now);
  insertLotterySeed(tx, merchant.id);
  insertContentSeed(tx, merchant.id, now);
  seedLiveGames(tx, merchant.id);
  insertCashierSeed(tx, merchant.id);
  const paymentPasswordHash = hashes.get(DEMO_AGENT_PAYMENT_PASSWORD);
  if (!paymentPasswordHash) throw new Error('seed payment password was not hashed');
  // The agent team: its tree, 30 days of activity (after the games it plays).
  insertAgentTeamSeed(tx, merchant.id, { passwordHash: botPasswordHash, paymentPasswordHash }, now);
  // Its contracts, once its members exist.
  seedAgentContracts(tx, merchant.id, now);
  // Promotions and demo_player's rewards; its invitees are bots of the games seed.
  insertRewardsSeed(tx, merchant.id, now);
  // Points, missions (of the MISSION promotion) and VIP: demo_player's rounds need the games.
  insertRewardsPointsSeed(tx, merchant.id, now);
  // The help centre and the app downloads.
  insertSiteServiceSeed(tx, merchant.id);
};

/** Children before parents, so foreign keys hold at every step. */
const wipe = (tx: TTransaction): void => {
  for (const table of [
    feedbacks,
    helpTopics,
    appDownloads,
    chatTickets,
    chatMessages,
    chatConversations,
    announcementReads,
    promotionCategories,
    jackpotPools,
    lobbyNews,
    sportMatches,
    memberProfiles,
    merchantProfileSettings,
    pointConversions,
    pointRedemptions,
    pointRewards,
    pointEntries,
    memberPoints,
    pointRates,
    missionProgress,
    missions,
    vipRanks,
    referralInvitations,
    referralCodes,
    rewardTickets,
    raffleDraws,
    rafflePrizes,
    promoCodes,
    rewardClaims,
    rewardPromotions,
    rewardSettings,
    agentSettlements,
    agentContracts,
    downlineRebates,
    mockClock,
    inboxMessages,
    proofImages,
    depositOrders,
    depositChannels,
    depositVendorBanks,
    withdrawals,
    bankCards,
    paymentPasswords,
    rebateClaims,
    bonuses,
    moneyRequests,
    vendorWalletTypes,
    cashierSettings,
    favouriteGames,
    recentGames,
    seamlessTransactions,
    fairSeeds,
    lotterySubOrders,
    lotteryOrders,
    lotteryNumeros,
    lotterySchedules,
    gameRounds,
    gameLaunches,
    games,
    gameVendors,
    gameLanes,
    outboxMessages,
    smsCodes,
    emailRegisterCodes,
    secondFactorChallenges,
    registeredIps,
    secondFactors,
    socialIdentities,
    oauthCodes,
    ledgerEntries,
    wallets,
    memberDailyStats,
    memberGameDailyStats,
    uplineDailyStats,
    uplineGameDailyStats,
    uplineMemberDays,
    uplineRegistrations,
    inviteRegistrations,
    inviteLinks,
    agentTree,
    sessions,
    loginFailures,
    captchas,
    announcements,
    members,
    merchants,
    countries,
  ]) {
    tx.delete(table).run();
  }
  // Restart the ids, so seeded rows (and their image URLs) are the same after every reset.
  tx.run(sql`DELETE FROM sqlite_sequence`);
};

const hashSeedPasswords = async (): Promise<Map<string, string>> => {
  // The bots of the games seed sign in with the demo password.
  const passwords = [
    ...new Set([
      ...DEMO_MEMBERS.map((member) => member.password),
      DEMO_PASSWORD,
      DEMO_AGENT_PAYMENT_PASSWORD,
    ]),
  ];
  const hashes = await Promise.all(passwords.map(seedPasswordHash));
  return new Map(passwords.map((password, index) => [password, hashes[index]!]));
};

const isSeeded = (db: TExecutor): boolean =>
  db.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE)).get() !== undefined;

/** Seeds the demo merchant when it is absent (idempotent); true when it seeded. */
export const seedIfEmpty = async (db: TDatabase, now = new Date()): Promise<boolean> => {
  if (isSeeded(db)) return false;
  const hashes = await hashSeedPasswords();
  return db.transaction((tx) => {
    // Checked again inside the transaction: another process may have seeded meanwhile.
    if (isSeeded(tx)) return false;
    insertSeed(tx, hashes, now);
    return true;
  });
};

/** Wipes every table and seeds again, in one transaction (QA reset). */
export const resetToSeed = async (db: TDatabase, now = new Date()): Promise<void> => {
  const hashes = await hashSeedPasswords();
  db.transaction((tx) => {
    wipe(tx);
    insertSeed(tx, hashes, now);
  });
};
