import { and, eq } from 'drizzle-orm';
import { PLAYER_MEMBER_TYPE, type TSocialProvider } from '@site/contracts';
import { assertMerchantOpen } from '../../../core/access/access.js';
import { accountErrors } from '../../../core/members/account-errors.js';
import { openMemberSession, type TWireLoginValueInput } from '../../../core/members/login-value.js';
import { insertMemberWithWallet } from '../../../core/members/member-store.js';
import { NO_PASSWORD_HASH } from '../../../core/members/password-hash.js';
import type { TDatabase, TTransaction } from '../../../db/client.js';
import { members, socialIdentities, type TMember, type TMerchant } from '../../../db/schema.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { redeemOauthCode } from './oauth-code-store.js';
import { merchantClientId } from './social-clients.js';
import { deriveSocialUsername } from './social-username.js';

const socialLoginFailed = (why: string) => new WireError(400, 'social_login_failed', why);

const findLinkedMember = (
  tx: TTransaction,
  merchantId: number,
  provider: TSocialProvider,
  subject: string,
): TMember | undefined =>
  tx
    .select({ member: members })
    .from(socialIdentities)
    .innerJoin(members, eq(members.id, socialIdentities.memberId))
    .where(
      and(
        eq(socialIdentities.merchantId, merchantId),
        eq(socialIdentities.provider, provider),
        eq(socialIdentities.subject, subject),
      ),
    )
    .get()?.member;

/**
 * A new player for an identity seen for the first time. It is never joined
 * to an existing account by email: whoever controls the provider account
 * must not take over a member who merely shares the address.
 */
const createSocialMember = (
  tx: TTransaction,
  merchant: TMerchant,
  provider: TSocialProvider,
  email: string,
  now: Date,
): TMember => {
  const username = deriveSocialUsername(tx, merchant, email);
  const member = insertMemberWithWallet(
    tx,
    {
      merchantId: merchant.id,
      username,
      // Signs in through the provider; forgot-by-email can give it a password later.
      passwordHash: NO_PASSWORD_HASH,
      type: PLAYER_MEMBER_TYPE,
      nickname: username,
      email,
      language: merchant.defaultLanguage,
      isFirstLogin: true,
    },
    now,
  );
  tx.insert(socialIdentities)
    .values({ merchantId: merchant.id, provider, subject: email, memberId: member.id, createdAt: now })
    .run();
  return member;
};

/**
 * `POST /wps/session/login/<provider>`: exchanges the code of the stand-in
 * provider page for a login of the linked member (created on first use).
 * A code that is unknown, used, expired, of another provider or client, or
 * sent with another redirect URI → `social_login_failed`.
 */
export const logInWithProvider = (
  db: TDatabase,
  merchant: TMerchant,
  provider: TSocialProvider,
  request: { code: string; redirectUri: string },
  now: Date,
): TWireLoginValueInput => {
  assertMerchantOpen(merchant);
  const clientId = merchantClientId(merchant, provider);
  if (!clientId) throw wireErrors.functionNotAvailable(`Sign-in with ${provider} is not offered`);
  // Redeemed outside the transaction below: a refused code stays burnt.
  const grant = redeemOauthCode(db, request.code, now);
  if (!grant) throw socialLoginFailed('The sign-in code is not valid or has expired');
  if (
    grant.provider !== provider ||
    grant.clientId !== clientId ||
    grant.redirectUri !== request.redirectUri
  ) {
    throw socialLoginFailed('The sign-in code was not issued for this request');
  }
  return db.transaction((tx) => {
    const member =
      findLinkedMember(tx, merchant.id, provider, grant.email) ??
      createSocialMember(tx, merchant, provider, grant.email, now);
    if (member.status !== 'active') throw accountErrors.memberNoEnter();
    return openMemberSession(tx, member, now);
  });
};
