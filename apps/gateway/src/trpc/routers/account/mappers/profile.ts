import {
  AVATAR_TYPES,
  DEFAULT_AVATAR_ID,
  PROFILE_FIELD_MAX_LENGTH,
  type TAvatar,
  type TProfileOutput,
  type TSecurityConfigOutput,
  type TWireAvatar,
  type TWireProfile,
  type TWireSecurityConfig,
} from '@site/contracts';

const isKnownType = (type: string): type is TAvatar['type'] =>
  (AVATAR_TYPES as readonly string[]).includes(type);

/** An avatar of a type we can draw; other kinds (an uploaded picture) are left out. */
export const toAvatar = (wire: TWireAvatar): TAvatar | null =>
  isKnownType(wire.avatarType) ? { id: wire.avatar, type: wire.avatarType } : null;

/** The member's avatar, or the default static one when the upstream's cannot be drawn. */
export const toCurrentAvatar = (wire: TWireAvatar): TAvatar =>
  toAvatar(wire) ?? { id: DEFAULT_AVATAR_ID, type: 'STATIC' };

export const toProfile = (wire: TWireProfile): TProfileOutput => ({
  fields: wire.fields.map(({ field, required, value }) => ({
    field,
    isRequired: required,
    value: value ?? '',
    maxLength: PROFILE_FIELD_MAX_LENGTH[field],
  })),
});

export const toSecurityConfig = (wire: TWireSecurityConfig): TSecurityConfigOutput => ({
  hasPaymentPassword: wire.hasPaymentPassword,
  mobile: wire.mobileNum ?? null,
  isMobileVerified: wire.isMobileVerified,
  email: wire.email ?? null,
  hasBankCard: wire.hasBankCard,
  secondFactor: wire.secondFactor ?? null,
});
