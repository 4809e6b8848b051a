import { eq } from 'drizzle-orm';
import {
  type TProfileField,
  type TWireProfile,
  type TWireUpdateProfileRequest,
  VALIDATION,
  ZUpdateProfileInputSchema,
} from '@site/contracts';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import { members, type TMember } from '../../../db/schema.js';
import type { TMemberProfile } from '../../../db/schema-profile.js';
import { wireErrors } from '../../../wire/envelope.js';
import { findMemberProfile, profileSettingsOf, saveMemberProfile } from './profile-store.js';

type TProfileColumn = Exclude<TProfileField, 'nickname'>;

/** The member's value of a field: the nickname lives on `members`, the rest on `member_profiles`. */
const valueOf = (
  member: TMember,
  profile: TMemberProfile | undefined,
  field: TProfileField,
): string | null => (field === 'nickname' ? member.nickname : (profile?.[field] ?? null));

/** `GET /wps/member/profile` (ours): the merchant's enabled fields, in its order, with the member's values. */
export const readProfile = (db: TExecutor, member: TMember): TWireProfile => {
  const profile = findMemberProfile(db, member.id);
  return {
    fields: profileSettingsOf(db, member.merchantId)
      .fields.filter((rule) => rule.enabled)
      .map(({ field, required }) => ({ field, required, value: valueOf(member, profile, field) })),
  };
};

/** Each sent value checked by the contracts' rule of its field (length; a birthday a real past date). */
const checkedValues = (request: TWireUpdateProfileRequest): Partial<Record<TProfileField, string>> => {
  const parsed = ZUpdateProfileInputSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  throw wireErrors.validationFailed(fieldErrors);
};

/**
 * `PUT /wps/member/profile` (ours): sets the sent fields (an empty one is
 * cleared). A field the merchant does not enable, or a required one left
 * empty, is 400 `validation_failed` and nothing changes.
 */
export const updateProfile = (
  db: TDatabase,
  member: TMember,
  request: TWireUpdateProfileRequest,
  now: Date,
): TWireProfile => {
  const values = checkedValues(request);
  const rules = profileSettingsOf(db, member.merchantId).fields.filter((rule) => rule.enabled);
  const fieldErrors: Record<string, string> = {};
  for (const field of Object.keys(values) as TProfileField[]) {
    if (!rules.some((rule) => rule.field === field)) fieldErrors[field] = VALIDATION.invalid;
  }
  const profile = findMemberProfile(db, member.id);
  for (const { field, required } of rules) {
    const value = values[field] ?? valueOf(member, profile, field) ?? '';
    if (required && value === '') fieldErrors[field] = VALIDATION.required;
  }
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);

  return db.transaction((tx) => {
    const { nickname, ...columns } = values;
    if (nickname !== undefined) {
      tx.update(members)
        .set({ nickname: nickname || null })
        .where(eq(members.id, member.id))
        .run();
    }
    const changes = Object.fromEntries(
      Object.entries(columns).map(([field, value]) => [field, value || null]),
    ) as Partial<Record<TProfileColumn, string | null>>;
    if (Object.keys(changes).length > 0) saveMemberProfile(tx, member.id, changes, now);
    const updated = tx.select().from(members).where(eq(members.id, member.id)).get() ?? member;
    return readProfile(tx, updated);
  });
};
