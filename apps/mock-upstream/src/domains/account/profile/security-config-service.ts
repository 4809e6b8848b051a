import { eq } from 'drizzle-orm';
import type { TWireSecurityConfig } from '@site/contracts';
import { maskEmail, maskPhone } from '../../../core/members/mask.js';
import type { TExecutor } from '../../../db/client.js';
import { secondFactors, type TMember } from '../../../db/schema.js';
import { bankCards, paymentPasswords } from '../../../db/schema-money.js';
import { findMemberProfile } from './profile-store.js';

/** `GET /wps/v2/member/securityConfig` (reply ours): what the member has set, numbers and addresses masked. */
export const securityConfigOf = (db: TExecutor, member: TMember): TWireSecurityConfig => {
  const hasPaymentPassword =
    db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, member.id)).get() !== undefined;
  const hasBankCard =
    db.select().from(bankCards).where(eq(bankCards.memberId, member.id)).get() !== undefined;
  const secondFactor = db.select().from(secondFactors).where(eq(secondFactors.memberId, member.id)).get();
  return {
    hasPaymentPassword,
    mobileNum: maskPhone(member.countryDialingCode, member.mobile),
    isMobileVerified: member.mobile !== null && Boolean(findMemberProfile(db, member.id)?.mobileVerifiedAt),
    email: maskEmail(member.email),
    hasBankCard,
    secondFactor: secondFactor?.method ?? null,
  };
};
