/**
 * The member's profile (docs/product.md §3 "Other profile labels"): the
 * fields a merchant may let members fill in, the static avatars and the SMS
 * operation that binds a mobile number. Payloads are ours (decision 0031).
 */
export const PROFILE_FIELDS = [
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

/** The longest value of each profile field; a birthday is always `yyyy-MM-dd`. */
export const PROFILE_FIELD_MAX_LENGTH: Readonly<Record<TProfileField, number>> = {
  nickname: 20,
  telegram: 32,
  zalo: 20,
  birthday: 10,
  address: 200,
  nationality: 40,
  occupation: 60,
  incomeSource: 60,
};

/** The earliest birthday the form accepts; the latest is today. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** The avatar kinds of `MCSFE_getPlayerAvatar`; only the seeded static pictures exist here. */
export const AVATAR_TYPES = ['STATIC'] as const;
export type TAvatarType = (typeof AVATAR_TYPES)[number];

/** The static avatars every merchant's seed offers; the web draws each id. */
export const STATIC_AVATAR_IDS = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;
export const DEFAULT_AVATAR_ID = '0';

/** `operationType` of `/wps/v2/verification/sms/send` for binding the member's own number (docs/upstream.md §3). */
export const BIND_MOBILE_OPERATION_TYPE = 5;
