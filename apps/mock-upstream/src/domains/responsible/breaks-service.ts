import {
  BREAK_PERIODS_BY_KIND,
  breakEndsAt,
  RG_RETURN_COOLING_OFF_HOURS,
  type TBreakKind,
  type TWireRestriction,
  type TWireTakeBreakRequest,
  VALIDATION,
} from '@site/contracts';
import { verifyPassword } from '../../core/members/password-hash.js';
import {
  merchantNow,
  personKeyOf,
  restrictionOf,
  type TRestrictionState,
} from '../../core/responsible/restriction.js';
import { rgStatements } from '../../core/responsible/rg-statements.js';
import { revokeMemberSessions } from '../../core/sessions/session-store.js';
import type { TDatabase, TExecutor } from '../../db/client.js';
import type { TMember } from '../../db/schema.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { insertBreak, requestReturn } from './breaks-store.js';
import { addRestrictedPerson } from './restricted-persons-store.js';

/**
 * Time-outs, self-exclusion and the return after it
 * (docs/decisions/0041-responsible-gaming.md). Breaks run on the merchant's
 * clock, which QA can move (`POST /__qa/agent/clock`).
 */

const HOUR_MS = 3_600_000;
const RETURN_COOLING_OFF_MS = RG_RETURN_COOLING_OFF_HOURS * HOUR_MS;

type TRestrictionReply = { restriction: TWireRestriction };

/**
 * The end a new break of `kind` must reach to replace the restriction in
 * force. A self-exclusion ends in a closure only the member's return lifts,
 * so no time-out may replace one (its end would open play early); a new
 * self-exclusion may follow a closure. A listing without end admits no break.
 */
const endToReach = (current: TRestrictionState, kind: TBreakKind): number => {
  switch (current.kind) {
    case 'time_out':
      return current.until ?? Number.POSITIVE_INFINITY;
    case 'self_exclusion':
      return kind === 'self_exclusion'
        ? (current.until ?? Number.POSITIVE_INFINITY)
        : Number.POSITIVE_INFINITY;
    case 'closed':
    case 'returning':
      return kind === 'self_exclusion' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    case 'restricted':
      return current.until ?? Number.POSITIVE_INFINITY;
  }
};

/** The member's self-exclusion on the restricted persons list, as PAGCOR adds it, until the break ends. */
const listSelfExclusion = (tx: TExecutor, memberId: number, now: number, endsAt: number): void => {
  const person = rgStatements(tx).person.get(memberId);
  if (!person) throw new Error(`member ${memberId} vanished while taking a break`);
  addRestrictedPerson(tx, person.merchantId, {
    source: 'self_exclusion',
    person: personKeyOf(person),
    memberId,
    addedAt: now,
    endsAt,
  });
};

const restrictionNow = (tx: TExecutor, memberId: number, realNow: Date): TRestrictionState => {
  const restriction = restrictionOf(tx, memberId, realNow);
  if (!restriction) throw new Error(`member ${memberId} has no restriction after a break`);
  return restriction;
};

/**
 * `POST break` (enc): the password again (a wrong one is the refusal a
 * wrong old password gets from the password change, `old_password_incorrect`;
 * the gateway's login limit counts it), a period of the kind, never ending
 * before the restriction in force (400 `break_shorter_than_current`). The
 * break is stored, a self-exclusion lists the person, and every session of
 * the member ends: this request is still answered, the next call is 401.
 */
export const takeBreak = async (
  db: TDatabase,
  member: TMember,
  request: TWireTakeBreakRequest,
  realNow: Date,
): Promise<TRestrictionReply> => {
  if (!BREAK_PERIODS_BY_KIND[request.kind].includes(request.period))
    throw wireErrors.validationFailed({ period: VALIDATION.invalid });
  if (!(await verifyPassword(member.passwordHash, request.password)))
    throw new WireError(400, 'old_password_incorrect', 'The password is not correct');
  return db.transaction((tx) => {
    const now = merchantNow(tx, member.merchantId, realNow);
    const endsAt = breakEndsAt(request.period, now);
    const current = restrictionOf(tx, member.id, realNow);
    if (current && endsAt < endToReach(current, request.kind))
      throw new WireError(400, 'break_shorter_than_current', 'A longer break is in force', {
        restriction: current,
      });
    insertBreak(tx, member.id, { kind: request.kind, period: request.period, startedAt: now, endsAt });
    if (request.kind === 'self_exclusion') listSelfExclusion(tx, member.id, now, endsAt);
    revokeMemberSessions(tx, member.id, realNow);
    return { restriction: restrictionNow(tx, member.id, realNow) };
  });
};

/**
 * `POST return`: once a self-exclusion has ended (`closed`), the member asks
 * to play again; play opens after the cooling-off. Otherwise 400
 * `return_not_available`.
 */
export const askToReturn = (db: TDatabase, member: TMember, realNow: Date): TRestrictionReply =>
  db.transaction((tx) => {
    const current = restrictionOf(tx, member.id, realNow);
    const latest = rgStatements(tx).latestBreak.get(member.id);
    if (current?.kind !== 'closed' || !latest)
      throw new WireError(400, 'return_not_available', 'There is no ended self-exclusion to return from');
    const now = merchantNow(tx, member.merchantId, realNow);
    requestReturn(tx, latest.id, now, now + RETURN_COOLING_OFF_MS);
    return { restriction: restrictionNow(tx, member.id, realNow) };
  });
