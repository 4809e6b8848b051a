import {
  ACCOUNT_PATHS,
  ZAvatarOutputSchema,
  ZNoInputSchema,
  ZWireAvatarChoicesSchema,
  ZWireAvatarSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toAvatar, toCurrentAvatar } from './mappers/profile.js';

/** The member's avatar (`MCSFE_getPlayerAvatar`) and the merchant's static avatars to choose from. */
export const avatar = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZAvatarOutputSchema)
  .query(async ({ ctx }) => {
    const [current, choices] = await Promise.all([
      ctx.wire.get(ACCOUNT_PATHS.playerAvatar, ZWireAvatarSchema),
      ctx.wire.get(ACCOUNT_PATHS.avatarChoices, ZWireAvatarChoicesSchema),
    ]);
    return {
      current: toCurrentAvatar(current),
      choices: choices.map(toAvatar).filter((choice) => choice !== null),
    };
  });
