import type { z } from 'zod';
import { AVATAR_TYPES, type TWireAvatar, type ZWireChangeAvatarRequestSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import type { TMember } from '../../../db/schema.js';
import { wireErrors } from '../../../wire/envelope.js';
import { findMemberProfile, profileSettingsOf, saveMemberProfile } from './profile-store.js';

const STATIC: TWireAvatar['avatarType'] = AVATAR_TYPES[0];

const staticAvatar = (avatar: string): TWireAvatar => ({ avatar, avatarType: STATIC });

/**
 * `MCSFE_getPlayerAvatar`: the member's avatar, or the merchant's first one
 * for a member who never chose (an avatar the merchant no longer offers too).
 */
export const playerAvatar = (db: TExecutor, member: TMember): TWireAvatar => {
  const { avatars } = profileSettingsOf(db, member.merchantId);
  const chosen = findMemberProfile(db, member.id)?.avatar;
  return staticAvatar(chosen && avatars.includes(chosen) ? chosen : (avatars[0] ?? '0'));
};

/** `GET /wps/member/info/icon`: the merchant's avatars. */
export const avatarChoices = (db: TExecutor, merchantId: number): TWireAvatar[] =>
  profileSettingsOf(db, merchantId).avatars.map(staticAvatar);

/** `PUT /wps/member/info/icon` (ours): one of the merchant's avatars, else 400 `validation_failed`. */
export const changeAvatar = (
  db: TExecutor,
  member: TMember,
  request: z.infer<typeof ZWireChangeAvatarRequestSchema>,
  now: Date,
): TWireAvatar => {
  if (!profileSettingsOf(db, member.merchantId).avatars.includes(request.avatar)) {
    throw wireErrors.validationFailed({ avatar: 'validation.invalid' });
  }
  saveMemberProfile(db, member.id, { avatar: request.avatar }, now);
  return staticAvatar(request.avatar);
};
