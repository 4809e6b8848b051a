import type { TExecutor } from '../../db/client.js';
import { phoneKey } from '../members/phone.js';
import { rgStatements, type TBreakRow, type TPersonRow } from './rg-statements.js';

/** A restriction as the wire carries it (epoch ms). */
export type TRestrictionState = {
  kind: 'time_out' | 'self_exclusion' | 'closed' | 'returning' | 'restricted';
  since: number;
  until: number | null;
};

/** The person a listing is matched against: mobile as E.164 digits, name lower-case. */
export type TPersonKey = { mobile: string | null; fullName: string | null; birthDate: string | null };

export const personKeyOf = (
  person: Pick<TPersonRow, 'mobile' | 'dialingCode' | 'fullName' | 'birthday'>,
) => ({
  mobile: person.mobile ? phoneKey(person.dialingCode ?? '+63', person.mobile) : null,
  fullName: normaliseName(person.fullName),
  birthDate: person.birthday ?? null,
});

/** Names compare without case and repeated spaces. */
export const normaliseName = (name: string | null | undefined): string | null => {
  const normal = name?.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal ? normal : null;
};

/** The merchant's clock (QA can move it, decision 0024): breaks and cooling-offs run on it. */
export const merchantNow = (executor: TExecutor, merchantId: number, realNow: Date): number =>
  realNow.getTime() + (rgStatements(executor).clockOffset.get(merchantId)?.offsetMs ?? 0);

/** A listing in force naming the person, other than the member's own self-exclusion. */
export const listingOf = (
  executor: TExecutor,
  merchantId: number,
  person: TPersonKey,
  now: number,
  memberId = -1,
) =>
  rgStatements(executor).listing.get(
    merchantId,
    person.mobile,
    person.fullName,
    person.birthDate,
    now,
    memberId,
  );

const stateOfBreak = (latest: TBreakRow, now: number): TRestrictionState | null => {
  if (latest.endsAt > now) return { kind: latest.kind, since: latest.startedAt, until: latest.endsAt };
  if (latest.kind === 'time_out') return null;
  // A self-exclusion that has ended keeps play closed until the member returns (PAGCOR, decision 0041).
  if (latest.returnOpensAt === null) return { kind: 'closed', since: latest.endsAt, until: null };
  if (latest.returnOpensAt > now)
    return {
      kind: 'returning',
      since: latest.returnRequestedAt ?? latest.endsAt,
      until: latest.returnOpensAt,
    };
  return null;
};

/**
 * Why the member may not play, deposit or receive money now, or null: their
 * own break first, then a listing of the person on the restricted persons
 * list (read at every check, so a listing bites at the next sign-in or
 * money move).
 */
export const restrictionOf = (
  executor: TExecutor,
  memberId: number,
  realNow: Date,
): TRestrictionState | null => {
  const statements = rgStatements(executor);
  const person = statements.person.get(memberId);
  if (!person) return null;
  const now = merchantNow(executor, person.merchantId, realNow);
  const latest = statements.latestBreak.get(memberId);
  const own = latest ? stateOfBreak(latest, now) : null;
  if (own) return own;
  const listing = listingOf(executor, person.merchantId, personKeyOf(person), now, memberId);
  return listing ? { kind: 'restricted', since: listing.addedAt, until: listing.endsAt } : null;
};
