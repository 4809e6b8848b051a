import { eq } from 'drizzle-orm';
import { STATIC_AVATAR_IDS } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import {
  memberProfiles,
  merchantProfileSettings,
  type TMemberProfile,
  type TProfileFieldRule,
} from '../../../db/schema-profile.js';

export type TProfileSettings = { fields: TProfileFieldRule[]; avatars: string[] };

/** A merchant without a row offers the static avatars and no profile field. */
export const profileSettingsOf = (db: TExecutor, merchantId: number): TProfileSettings =>
  db
    .select()
    .from(merchantProfileSettings)
    .where(eq(merchantProfileSettings.merchantId, merchantId))
    .get() ?? {
    fields: [],
    avatars: [...STATIC_AVATAR_IDS],
  };

export const findMemberProfile = (db: TExecutor, memberId: number): TMemberProfile | undefined =>
  db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId)).get();

type TProfileChanges = Partial<Omit<TMemberProfile, 'memberId' | 'updatedAt'>>;

/** Writes the given columns, creating the member's row on first use. */
export const saveMemberProfile = (
  db: TExecutor,
  memberId: number,
  changes: TProfileChanges,
  now: Date,
): void => {
  db.insert(memberProfiles)
    .values({ memberId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { ...changes, updatedAt: now } })
    .run();
};
