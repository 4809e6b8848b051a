import { randomBytes } from 'node:crypto';
import { TRIAL_MEMBER_TYPE } from '@site/contracts';
import { assertMerchantOpen, requireFlags } from '../../core/access/access.js';
import { openMemberSession, type TWireLoginValueInput } from '../../core/members/login-value.js';
import { insertMemberWithWallet } from '../../core/members/member-store.js';
import { NO_PASSWORD_HASH } from '../../core/members/password-hash.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';

/** Play money a trial session starts with (₱2,000.00), written to the ledger like any opening balance. */
export const TRIAL_OPENING_BALANCE_MINOR = 200_000;

/**
 * `POST /wps/session/login/freeplay`: a fresh trial member (type 4) with a
 * session. Trial accounts have no password: they live as long as the session.
 * FREEPLAY3 off → `function.not.available`.
 */
export const startFreePlay = (db: TDatabase, merchant: TMerchant, now: Date): TWireLoginValueInput => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['FREEPLAY3'], 'Free play');
  return db.transaction((tx) => {
    const member = insertMemberWithWallet(
      tx,
      {
        merchantId: merchant.id,
        username: `trial${randomBytes(5).toString('hex')}`,
        passwordHash: NO_PASSWORD_HASH,
        type: TRIAL_MEMBER_TYPE,
        nickname: 'Trial Guest',
        language: merchant.defaultLanguage,
        // The first-login popups welcome new members; a trial visitor has not joined.
        isFirstLogin: false,
        openingBalanceMinor: TRIAL_OPENING_BALANCE_MINOR,
      },
      now,
    );
    return openMemberSession(tx, member, now);
  });
};
