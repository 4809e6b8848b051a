import { eq } from 'drizzle-orm';
import type { TRgLimitType, TRgPeriod } from '@site/contracts';
import type { TDatabase } from '../db/client.js';
import { members } from '../db/schema.js';
import { restrictedPersons, rgBreaks, rgLimits } from '../db/schema-responsible.js';

/**
 * Responsible gaming state written straight into its tables, as the
 * responsible group's calls would leave it (docs/decisions/0041-responsible-gaming.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A limit in force: minor units, or minutes for play time. */
export const setLimit = (
  db: TDatabase,
  memberId: number,
  limit: { type: TRgLimitType; period: TRgPeriod; value: number },
) =>
  db
    .insert(rgLimits)
    .values({ memberId, ...limit, updatedAt: new Date() })
    .run();

/** A self-exclusion (default) or time-out that began a minute ago and runs `days` more. */
export const startBreak = (
  db: TDatabase,
  memberId: number,
  kind: 'time_out' | 'self_exclusion' = 'self_exclusion',
  days = 30,
) => {
  const now = Date.now();
  db.insert(rgBreaks)
    .values({
      memberId,
      kind,
      period: kind === 'time_out' ? '24h' : '6m',
      startedAt: new Date(now - 60_000),
      endsAt: new Date(now + days * DAY_MS),
    })
    .run();
  return { since: now - 60_000, until: now + days * DAY_MS };
};

/** A person on the restricted persons list (`ndrp`): mobile as E.164 digits, name lower-case. */
export const listPerson = (
  db: TDatabase,
  merchantId: number,
  person: { mobile?: string; fullName?: string; birthDate?: string },
) =>
  db
    .insert(restrictedPersons)
    .values({
      merchantId,
      source: 'ndrp',
      mobile: person.mobile ?? null,
      fullName: person.fullName ?? null,
      birthDate: person.birthDate ?? null,
      addedAt: new Date(Date.now() - 60_000),
    })
    .returning()
    .get();

/** The real name on a member's account (`payee_name`), which the list matches. */
export const setRealName = (db: TDatabase, memberId: number, name: string) =>
  db.update(members).set({ payeeName: name }).where(eq(members.id, memberId)).run();
