import type { z } from 'zod';
import {
  ACCOUNT_PATHS,
  ZAvatarSchema,
  ZChangeAvatarInputSchema,
  ZWireAvatarSchema,
  type ZWireChangeAvatarRequestSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toCurrentAvatar } from './mappers/profile.js';

/** Sets one of the merchant's static avatars; another id is the upstream's 400 `validation_failed`. */
export const changeAvatar = realMemberProcedure
  .meta({ audit: 'account.changeAvatar' })
  .input(ZChangeAvatarInputSchema)
  .output(ZAvatarSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireChangeAvatarRequestSchema> = { avatar: input.id, avatarType: 'STATIC' };
    return toCurrentAvatar(await ctx.wire.send('PUT', ACCOUNT_PATHS.changeAvatar, body, ZWireAvatarSchema));
  });
