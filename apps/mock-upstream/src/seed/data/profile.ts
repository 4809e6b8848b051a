import { STATIC_AVATAR_IDS } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { merchantProfileSettings, type TProfileFieldRule } from '../../db/schema-profile.js';

/**
 * The demo merchant's profile form: a Philippine site, so no Zalo (a
 * Vietnamese messenger); a nickname and a birthday are asked of everyone.
 */
const DEMO_PROFILE_FIELDS: TProfileFieldRule[] = [
  { field: 'nickname', enabled: true, required: true },
  { field: 'birthday', enabled: true, required: true },
  { field: 'telegram', enabled: true, required: false },
  { field: 'zalo', enabled: false, required: false },
  { field: 'nationality', enabled: true, required: false },
  { field: 'address', enabled: true, required: false },
  { field: 'occupation', enabled: true, required: false },
  { field: 'incomeSource', enabled: true, required: false },
];

export const insertProfileSeed = (tx: TExecutor, merchantId: number): void => {
  tx.insert(merchantProfileSettings)
    .values({ merchantId, fields: DEMO_PROFILE_FIELDS, avatars: [...STATIC_AVATAR_IDS] })
    .run();
};
