import type { TExecutor } from '../../db/client.js';
import type { TMember } from '../../db/schema.js';
import { accountErrors } from './account-errors.js';
import { findMemberByAffiliateCode } from './member-store.js';

/** Whether an affiliate (invitation) code belongs to a member who can take referrals. */
export const isAffiliateCodeValid = (db: TExecutor, merchantId: number, code: string): boolean => {
  const owner = findMemberByAffiliateCode(db, merchantId, code);
  return owner !== undefined && owner.status === 'active';
};

/** The member an affiliate code names, for a registration; an unknown code → `invitation_code_error`. */
export const resolveReferrer = (db: TExecutor, merchantId: number, code: string | null): TMember | null => {
  if (!code) return null;
  if (!isAffiliateCodeValid(db, merchantId, code)) throw accountErrors.invitationCodeError();
  return findMemberByAffiliateCode(db, merchantId, code) ?? null;
};
