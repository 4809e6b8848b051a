import { randomBytes } from 'node:crypto';
import {
  AGENT_MEMBER_TYPES,
  isAgentType,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  PLAYER_MEMBER_TYPE,
} from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { hashPassword } from '../../core/members/password-hash.js';
import { attachToUpline } from '../../core/members/team-tree.js';
import { seededRandom } from '../../core/prng.js';
import { connectionOf, type TDatabase, type TTransaction } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';
import { teamGames } from '../../seed/data/agent-team-insert.js';
import { DEMO_PASSWORD } from '../../seed/data/members.js';
import { wireErrors } from '../../wire/envelope.js';
import { createQaMember } from '../qa-service.js';

export type TQaTreeOptions = { agentUsername?: string; members: number; betsPerMember: number; days: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTLE_AFTER_MS = 30_000;
/** Sub-agents directly under the agent, and under each of those, at most. */
const MAX_AGENTS_PER_LEVEL = 10;
/** What each member deposited once, in the range: enough for its balance, which the rounds do not move. */
const DEPOSIT_MINOR = 1_000_000;

/**
 * How the members spread: sub-agents under the agent, sub-agents under each
 * of those, and players evenly under the second level.
 */
export const treeShape = (members: number) => {
  const firstLevel = Math.max(1, Math.min(MAX_AGENTS_PER_LEVEL, Math.floor(members / 100)));
  const secondLevelEach = Math.max(
    1,
    Math.min(MAX_AGENTS_PER_LEVEL, Math.floor(members / (firstLevel * 10))),
  );
  const players = Math.max(0, members - firstLevel - firstLevel * secondLevelEach);
  return { firstLevel, secondLevelEach, players };
};

const existingAgent = (db: TDatabase, merchant: TMerchant, username: string): TMember => {
  const agent = findMemberByUsername(db, merchant.id, username);
  if (!agent || !isAgentType(agent.type))
    throw wireErrors.validationFailed({ agentUsername: 'validation.invalid' });
  return agent;
};

/** The members (players below sub-agents two levels down), each with one deposit, written in bulk. */
const insertMembers = (
  tx: TTransaction,
  agent: TMember,
  prefix: string,
  passwordHash: string,
  options: TQaTreeOptions,
  now: number,
) => {
  const client = connectionOf(tx);
  const addMember = client.prepare(
    `INSERT INTO members (merchant_id, username, password_hash, type, nickname, language, referrer_member_id,
      is_first_login, password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, 'EN', ?, 0, ?, ?)`,
  );
  const addWallet = client.prepare(
    `INSERT INTO wallets (member_id, account_type_id, balance_minor, updated_at) VALUES (?, ${MAIN_WALLET_ACCOUNT_TYPE_ID}, ?, ?)`,
  );
  const addDeposit = client.prepare(
    `INSERT INTO ledger_entries (wallet_id, amount_minor, balance_after_minor, kind, idempotency_key, reference, created_at)
     VALUES (?, ?, ?, 'deposit', ?, ?, ?)`,
  );
  const random = seededRandom(options.members);
  const memberIds: number[] = [];
  const add = (type: number, uplineId: number) => {
    const username = `${prefix}${memberIds.length + 1}`;
    const registeredAt = now - options.days * DAY_MS - random.int(1, 30) * DAY_MS;
    const memberId = Number(
      addMember.run(
        agent.merchantId,
        username,
        passwordHash,
        type,
        username,
        uplineId,
        registeredAt,
        registeredAt,
      ).lastInsertRowid,
    );
    attachToUpline(tx, memberId, uplineId);
    const walletId = Number(addWallet.run(memberId, DEPOSIT_MINOR, now).lastInsertRowid);
    const depositAt = now - random.int(1, options.days * DAY_MS - 1);
    addDeposit.run(
      walletId,
      DEPOSIT_MINOR,
      DEPOSIT_MINOR,
      `qa-tree:${username}:deposit`,
      `qa-tree:${username}`,
      depositAt,
    );
    memberIds.push(memberId);
    return memberId;
  };
  const shape = treeShape(options.members);
  const secondLevel: number[] = [];
  for (let first = 0; first < shape.firstLevel; first++) {
    const firstId = add(AGENT_MEMBER_TYPES[1], agent.id);
    for (let second = 0; second < shape.secondLevelEach; second++)
      secondLevel.push(add(AGENT_MEMBER_TYPES[1], firstId));
  }
  for (let player = 0; player < shape.players; player++)
    add(PLAYER_MEMBER_TYPE, secondLevel[player % secondLevel.length]!);
  return memberIds;
};

/** `betsPerMember` settled rounds for every member over the days, on the seeded games; the rollups' triggers count them. */
const insertRounds = (
  tx: TTransaction,
  agent: TMember,
  prefix: string,
  memberIds: number[],
  options: TQaTreeOptions,
  now: number,
) => {
  const client = connectionOf(tx);
  const playable = teamGames(tx, agent.merchantId);
  const launchId = Number(
    client
      .prepare(
        `INSERT INTO game_launches (token, merchant_id, member_id, game_id, mode, language, expires_at, created_at)
         VALUES (?, ?, ?, ?, 'real', 'EN', ?, ?)`,
      )
      .run(`qa-tree-${prefix}`, agent.merchantId, agent.id, playable[0]!.id, now, now).lastInsertRowid,
  );
  const addRound = client.prepare(
    `INSERT INTO game_rounds (round_id, launch_id, merchant_id, member_id, is_trial, game_id, engine, bet_minor,
      win_minor, status, detail, created_at, settled_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, 'settled', '{}', ?, ?)`,
  );
  const random = seededRandom(options.members * 31 + options.betsPerMember);
  const rangeMs = options.days * DAY_MS - SETTLE_AFTER_MS;
  let bets = 0;
  for (const memberId of memberIds) {
    // Each member's rounds in time order: its rollup rows are written together.
    const times = Array.from(
      { length: options.betsPerMember },
      () => now - SETTLE_AFTER_MS - random.int(0, rangeMs),
    );
    for (const createdAt of times.sort((left, right) => left - right)) {
      const game = playable[random.int(0, playable.length - 1)]!;
      const betMinor = random.int(1, 100) * 1_000;
      const winMinor = random.chance(0.47) ? betMinor * 2 : 0;
      bets += 1;
      addRound.run(
        `${prefix}-${bets}`,
        launchId,
        agent.merchantId,
        memberId,
        game.id,
        game.engine,
        betMinor,
        winMinor,
        createdAt,
        createdAt + SETTLE_AFTER_MS,
      );
    }
  }
  return bets;
};

/**
 * `POST /__qa/agent/tree`: a big team for load, under a new agent (or the
 * named one), in one transaction with prepared statements: sub-agents two
 * levels down, players under them, one deposit each and settled rounds over
 * the last `days` days. Members' password is the demo one.
 */
export const buildQaTree = async (db: TDatabase, merchant: TMerchant, options: TQaTreeOptions, now: Date) => {
  const created = options.agentUsername
    ? undefined
    : await createQaMember(db, merchant, { kind: 'agent', openingBalanceMinor: 0 }, now);
  const agent = existingAgent(db, merchant, options.agentUsername ?? created!.username);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const prefix = `t${randomBytes(3).toString('hex')}_`;
  return db.transaction((tx) => {
    const memberIds = insertMembers(tx, agent, prefix, passwordHash, options, now.getTime());
    const bets = insertRounds(tx, agent, prefix, memberIds, options, now.getTime());
    return {
      agentUsername: agent.username,
      password: created?.password ?? null,
      members: memberIds.length,
      bets,
    };
  });
};
