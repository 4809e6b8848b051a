import type { z } from 'zod';
import type {
  TWireRegisterRequest,
  ZWireDownlineSchema,
  ZWireRegisterDownlineBodySchema,
} from '@site/contracts';
import { accountErrors } from '../../../core/members/account-errors.js';
import { findMemberByUsername, insertMemberWithWallet } from '../../../core/members/member-store.js';
import { hashPassword } from '../../../core/members/password-hash.js';
import { type TRegistrationForm, validateRegistration } from '../../../core/members/register-rules.js';
import { MEMBER_TYPE_OF_KIND } from '../../../core/referrals/invite-links.js';
import type { TDatabase } from '../../../db/client.js';
import type { TMember, TMerchant } from '../../../db/schema.js';
import { wireErrors } from '../../../wire/envelope.js';
import { rebateRatesOf, wireRebates } from '../downlines/downline-rebates.js';

/** A downline has the account fields of a registration: its username and password, by the merchant's rules. */
const DOWNLINE_FORM: TRegistrationForm = {
  fields: ['username', 'password'],
  alwaysRequired: ['username', 'password'],
};

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * `MCS2_wpsRegAff`: a player or an agent (type 2) directly under the agent,
 * with an empty main wallet; the registration's username and password rules
 * and `username_taken`.
 */
export const registerDownline = async (
  db: TDatabase,
  merchant: TMerchant,
  agent: TMember,
  body: z.infer<typeof ZWireRegisterDownlineBodySchema>,
  now: Date,
): Promise<z.input<typeof ZWireDownlineSchema>> => {
  const request = { username: body.username, password: body.password, confirmPassword: body.password };
  const fieldErrors = validateRegistration(
    merchant.registerSettings,
    request as TWireRegisterRequest,
    DOWNLINE_FORM,
  );
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);
  if (findMemberByUsername(db, merchant.id, body.username)) throw accountErrors.usernameTaken();
  // Hashed before the transaction: better-sqlite3 transactions are synchronous.
  const passwordHash = await hashPassword(body.password);
  try {
    const member = db.transaction((tx) =>
      insertMemberWithWallet(
        tx,
        {
          merchantId: merchant.id,
          username: body.username,
          passwordHash,
          type: MEMBER_TYPE_OF_KIND[body.memberKind],
          nickname: body.nickname?.trim() || body.username.trim(),
          language: agent.language,
          referrerMemberId: agent.id,
          isFirstLogin: true,
        },
        now,
      ),
    );
    return {
      memberId: member.id,
      username: member.username,
      nickname: member.nickname,
      type: member.type,
      level: 1,
      uplineUsername: agent.username,
      status: member.status,
      registeredAt: member.createdAt.getTime(),
      lastLoginAt: null,
      balance: 0,
      teamSize: 0,
      // Its rates are its upline's until the agent sets others (updateDownlineRebates).
      rebates: wireRebates(rebateRatesOf(db, member.id)),
      restriction: null,
    };
  } catch (error) {
    // Two registrations of one name racing past the check above.
    if (isUniqueViolation(error)) throw accountErrors.usernameTaken();
    throw error;
  }
};
