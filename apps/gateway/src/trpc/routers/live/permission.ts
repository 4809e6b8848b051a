import {
  LIVE_PATHS,
  ZChatPermissionOutputSchema,
  ZNoInputSchema,
  ZWireChatPermissionSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Whether the member may chat: support can close the chat to a member (CBS_groupPermission). */
export const permission = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZChatPermissionOutputSchema)
  .query(async ({ ctx }) => ctx.wire.get(LIVE_PATHS.groupPermission, ZWireChatPermissionSchema));
