import { randomBytes } from 'node:crypto';
import {
  AGENT_MEMBER_TYPES,
  flattenWhitelabel,
  PLAYER_MEMBER_TYPE,
  TRIAL_MEMBER_TYPE,
} from '@site/contracts';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.js';
import { merchants, type TMerchant } from '../db/schema.js';
import { insertMemberWithWallet, type TNewMember } from '../domains/member/member-store.js';
import { hashPassword } from '../domains/member/password.js';
import { createSession } from '../domains/session/session-store.js';
import { saveWhitelabel, switchWhitelabelFlag } from '../domains/system/service.js';
import { wireErrors } from '../wire/envelope.js';

export const QA_MEMBER_KINDS = [
  'player',
  'agent',
  'trial',
  'first-login',
  'expired-password',
  'disabled',
] as const;
export type TQaMemberKind = (typeof QA_MEMBER_KINDS)[number];

/** What makes each kind of QA member different from a plain player. */
const KIND_TRAITS: Record<TQaMemberKind, { prefix: string } & Partial<TNewMember>> = {
  player: { prefix: 'qaplayer', type: PLAYER_MEMBER_TYPE },
  agent: { prefix: 'qaagent', type: AGENT_MEMBER_TYPES[0] },
  trial: { prefix: 'qatrial', type: TRIAL_MEMBER_TYPE },
  'first-login': { prefix: 'qafirst', type: PLAYER_MEMBER_TYPE, isFirstLogin: true },
  'expired-password': { prefix: 'qaexpired', type: PLAYER_MEMBER_TYPE, isPasswordExpired: true },
  disabled: { prefix: 'qadisabled', type: PLAYER_MEMBER_TYPE, status: 'disabled' },
};

export const findQaMerchant = (db: TDatabase, code: string): TMerchant => {
  const merchant = db.select().from(merchants).where(eq(merchants.code, code)).get();
  if (!merchant) throw wireErrors.validationFailed({ merchant: 'validation.invalid' });
  return merchant;
};

/**
 * A fresh member of the given kind with a live session. The username and
 * password satisfy the demo register rules (letter first, letters and digits).
 */
export const createQaMember = async (
  db: TDatabase,
  merchant: TMerchant,
  kind: TQaMemberKind,
  openingBalanceMinor: number,
  now: Date,
): Promise<{ username: string; password: string; token: string }> => {
  const { prefix, ...traits } = KIND_TRAITS[kind];
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  const password = `Qa${randomBytes(4).toString('hex')}7`;
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const member = insertMemberWithWallet(
      tx,
      {
        merchantId: merchant.id,
        username,
        passwordHash,
        type: PLAYER_MEMBER_TYPE,
        nickname: username,
        language: merchant.defaultLanguage,
        isFirstLogin: false,
        openingBalanceMinor,
        ...(kind === 'agent' ? { affiliateCode: `QA${randomBytes(3).toString('hex').toUpperCase()}` } : {}),
        ...traits,
      },
      now,
    );
    return { username, password, token: createSession(tx, member.id, now).token };
  });
};

/** Switches one whitelabel flag; the reply carries the flattened flags after the change. */
export const setWhitelabelFlag = (db: TDatabase, merchant: TMerchant, flag: string, isEnabled: boolean) => {
  const whitelabel = switchWhitelabelFlag(merchant.whitelabel, flag, isEnabled);
  if (!whitelabel) throw wireErrors.validationFailed({ flag: 'validation.invalid' });
  saveWhitelabel(db, merchant.id, whitelabel);
  return { flag, enabled: isEnabled, flags: flattenWhitelabel(whitelabel) };
};
