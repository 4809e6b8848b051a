import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  ZWireBindMobileCodeRequestSchema,
  ZWireBindMobileVerifyRequestSchema,
  ZWireChangeAvatarRequestSchema,
  ZWireLanguageRequestSchema,
  ZWireUpdateProfileRequestSchema,
} from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated, requireMember } from '../../../wire/token-hook.js';
import { requireRealMember } from '../../../wire/token-hook.js';
import { avatarChoices, changeAvatar, playerAvatar } from './avatar-service.js';
import { sendBindMobileCode, verifyBindMobileCode } from './bind-mobile-service.js';
import { setMemberLanguage } from './language-service.js';
import { readProfile, updateProfile } from './profile-service.js';
import { securityConfigOf } from './security-config-service.js';

/** A real member's calls (the scope's hook checks the token and the account first). */
const realMemberRoutes: FastifyPluginAsyncZod = async (memberCalls) => {
  memberCalls.get(ACCOUNT_PATHS.playerAvatar, async (request) =>
    success(playerAvatar(memberCalls.db, authenticated(request).member)),
  );

  memberCalls.get(ACCOUNT_PATHS.avatarChoices, async (request) =>
    success(avatarChoices(memberCalls.db, request.merchant.id)),
  );

  memberCalls.put(
    ACCOUNT_PATHS.changeAvatar,
    { schema: { body: ZWireChangeAvatarRequestSchema }, config: { audit: 'account.changeAvatar' } },
    async (request) =>
      success(changeAvatar(memberCalls.db, authenticated(request).member, request.body, new Date())),
  );

  memberCalls.get(ACCOUNT_PATHS.profile, async (request) =>
    success(readProfile(memberCalls.db, authenticated(request).member)),
  );

  memberCalls.put(
    ACCOUNT_PATHS.updateProfile,
    { schema: { body: ZWireUpdateProfileRequestSchema }, config: { audit: 'account.updateProfile' } },
    async (request) =>
      success(updateProfile(memberCalls.db, authenticated(request).member, request.body, new Date())),
  );

  memberCalls.get(ACCOUNT_PATHS.securityConfig, async (request) =>
    success(securityConfigOf(memberCalls.db, authenticated(request).member)),
  );

  memberCalls.post(
    ACCOUNT_PATHS.bindMobileCode,
    { schema: { body: ZWireBindMobileCodeRequestSchema } },
    async (request) =>
      success(
        sendBindMobileCode(
          memberCalls.db,
          request.merchant,
          authenticated(request).member,
          request.body,
          new Date(),
        ),
      ),
  );

  memberCalls.post(
    ACCOUNT_PATHS.bindMobileVerify,
    { schema: { body: ZWireBindMobileVerifyRequestSchema }, config: { audit: 'account.verifyMobile' } },
    async (request) =>
      success(verifyBindMobileCode(memberCalls.db, authenticated(request).member, request.body, new Date())),
  );
};

/**
 * The member's profile: avatar, profile fields, security settings and the
 * binding of a mobile number are a real member's (a trial one: 403
 * `in_need_true_account`); the language is any session's. The token is
 * checked before the body.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    ACCOUNT_PATHS.language,
    {
      schema: { body: ZWireLanguageRequestSchema },
      config: { audit: 'account.setLanguage' },
      preValidation: requireMember,
    },
    async (request) =>
      success(
        setMemberLanguage(app.db, request.merchant, authenticated(request).member, request.body.language),
      ),
  );

  await app.register(async (memberCalls) => {
    memberCalls.addHook('preValidation', requireRealMember);
    await memberCalls.register(realMemberRoutes);
  });
};
