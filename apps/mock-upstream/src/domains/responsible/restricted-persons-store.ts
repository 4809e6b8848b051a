import { and, desc, eq } from 'drizzle-orm';
import type { TPersonKey } from '../../core/responsible/restriction.js';
import type { TExecutor } from '../../db/client.js';
import { restrictedPersons } from '../../db/schema-responsible.js';

export type TRestrictedPersonRow = typeof restrictedPersons.$inferSelect;

/** A listing as QA reads it (epoch ms; name lower-case and mobile as E.164 digits, as they are matched). */
export type TRestrictedPersonView = {
  id: number;
  source: 'ndrp' | 'self_exclusion';
  fullName: string | null;
  birthDate: string | null;
  mobile: string | null;
  memberId: number | null;
  addedAt: number;
  endsAt: number | null;
};

export const toRestrictedPersonView = (row: TRestrictedPersonRow): TRestrictedPersonView => ({
  id: row.id,
  source: row.source,
  fullName: row.fullName,
  birthDate: row.birthDate,
  mobile: row.mobile,
  memberId: row.memberId,
  addedAt: row.addedAt.getTime(),
  endsAt: row.endsAt?.getTime() ?? null,
});

/** Adds a person to the merchant's restricted persons list, keyed as the checks match them. */
export const addRestrictedPerson = (
  executor: TExecutor,
  merchantId: number,
  listing: {
    source: 'ndrp' | 'self_exclusion';
    person: TPersonKey;
    memberId: number | null;
    addedAt: number;
    endsAt: number | null;
  },
): TRestrictedPersonRow =>
  executor
    .insert(restrictedPersons)
    .values({
      merchantId,
      source: listing.source,
      fullName: listing.person.fullName,
      birthDate: listing.person.birthDate,
      mobile: listing.person.mobile,
      memberId: listing.memberId,
      addedAt: new Date(listing.addedAt),
      endsAt: listing.endsAt === null ? null : new Date(listing.endsAt),
    })
    .returning()
    .get();

/** The merchant's list, newest first (ended listings too: QA sees the history). */
export const listRestrictedPersons = (executor: TExecutor, merchantId: number): TRestrictedPersonRow[] =>
  executor
    .select()
    .from(restrictedPersons)
    .where(eq(restrictedPersons.merchantId, merchantId))
    .orderBy(desc(restrictedPersons.id))
    .all();

/** Removes a listing; false when the merchant has none with that id. */
export const removeRestrictedPerson = (executor: TExecutor, merchantId: number, id: number): boolean =>
  executor
    .delete(restrictedPersons)
    .where(and(eq(restrictedPersons.merchantId, merchantId), eq(restrictedPersons.id, id)))
    .returning()
    .all().length > 0;
