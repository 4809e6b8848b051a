import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor, TTransaction } from '../../db/client.js';
import { members, type TMember, wallets } from '../../db/schema.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../money/ledger.js';
import { nationalNumber, normaliseDialingCode } from './phone.js';
import { attachToUpline } from './team-tree.js';

/** Usernames are compared and stored lower-case, so `Demo_Player` and `demo_player` are one account. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

/** Emails are stored and compared lower-case too. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export type TNewMember = {
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  language?: string | null;
  affiliateCode?: string | null;
  referrerMemberId?: number | null;
  isFirstLogin: boolean;
  isPasswordExpired?: boolean;
  status?: TMember['status'];
  /** Written as an `opening_balance` ledger entry, never straight onto the wallet. */
  openingBalanceMinor?: number;
};

/**
 * Creates a member with a main wallet (and its opening balance), in the
 * caller's transaction; a member with a referrer joins its team tree.
 */
export const insertMemberWithWallet = (tx: TTransaction, input: TNewMember, now: Date): TMember => {
  const { openingBalanceMinor = 0, ...fields } = input;
  const member = tx
    .insert(members)
    .values({
      ...fields,
      username: normaliseUsername(fields.username),
      affiliateCode: fields.affiliateCode ? fields.affiliateCode.trim().toUpperCase() : null,
      countryDialingCode: fields.countryDialingCode ? normaliseDialingCode(fields.countryDialingCode) : null,
      email: fields.email ? normaliseEmail(fields.email) : null,
      passwordChangedAt: now,
      createdAt: now,
    })
    .returning()
    .get();
  if (member.referrerMemberId !== null) attachToUpline(tx, member.id, member.referrerMemberId);
  const wallet = tx
    .insert(wallets)
    .values({
      memberId: member.id,
      accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID,
      balanceMinor: 0,
      updatedAt: now,
    })
    .returning()
    .get();
  if (openingBalanceMinor !== 0) {
    postLedgerEntry(tx, {
      walletId: wallet.id,
      amountMinor: openingBalanceMinor,
      kind: 'opening_balance',
      idempotencyKey: `opening-balance:member-${member.id}`,
      now,
    });
  }
  return member;
};

/** The member whose email this is (emails are stored lower-case). */
export const findMemberByEmail = (db: TExecutor, merchantId: number, email: string): TMember | undefined =>
  db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.email, normaliseEmail(email))))
    .get();

export const findMemberByUsername = (
  db: TExecutor,
  merchantId: number,
  username: string,
): TMember | undefined =>
  db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, normaliseUsername(username))))
    .get();

/** The member (an agent) whose affiliate code this is; codes compare case-insensitively. */
export const findMemberByAffiliateCode = (
  db: TExecutor,
  merchantId: number,
  code: string,
): TMember | undefined =>
  db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code.trim().toUpperCase())))
    .get();

/**
 * The member with this phone: national numbers compare without trunk zeros,
 * dialing codes as `+63` however typed (`63`, `+063`). A member stored without a dialing code matches
 * any; a null `countryDialingCode` asks for the number in any country.
 */
export const findMemberByPhone = (
  db: TExecutor,
  merchantId: number,
  mobile: string,
  countryDialingCode: string | null,
): TMember | undefined => {
  const sameNumber = sql`ltrim(${members.mobile}, '0') = ${nationalNumber(mobile)}`;
  const sameCountry = countryDialingCode
    ? or(
        isNull(members.countryDialingCode),
        eq(members.countryDialingCode, normaliseDialingCode(countryDialingCode)),
      )
    : undefined;
  return db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sameNumber, sameCountry))
    .orderBy(asc(members.id))
    .get();
};

/** A new password: it counts from now and is no longer expired. */
export const setPassword = (db: TExecutor, memberId: number, passwordHash: string, now: Date): void => {
  db.update(members)
    .set({ passwordHash, passwordChangedAt: now, isPasswordExpired: false })
    .where(eq(members.id, memberId))
    .run();
};

/** A password someone else chose (a temporary one): the member must replace it at the next login. */
export const setExpiredPassword = (
  db: TExecutor,
  memberId: number,
  passwordHash: string,
  now: Date,
): void => {
  db.update(members)
    .set({ passwordHash, passwordChangedAt: now, isPasswordExpired: true })
    .where(eq(members.id, memberId))
    .run();
};

/** The first-login flag is reported once, by the login that consumes it. */
export const consumeFirstLogin = (db: TExecutor, member: TMember): boolean => {
  if (!member.isFirstLogin) return false;
  db.update(members).set({ isFirstLogin: false }).where(eq(members.id, member.id)).run();
  return true;
};
