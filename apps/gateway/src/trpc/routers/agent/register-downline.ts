import type { z } from 'zod';
import {
  AGENT_PATHS,
  SYSTEM_PATHS,
  ZDownlineSchema,
  ZRegisterDownlineInputSchema,
  ZRegisterSettingsSchema,
  ZWireDownlineSchema,
  type ZWireRegisterDownlineBodySchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { registerFieldErrors } from '../../mappers/register-request.js';
import { agentProcedure } from '../../procedures.js';
import { toDownline } from './mappers/agent-downlines.js';

/**
 * Registers a player or an agent directly under the agent (the register
 * centre), over the encrypted call; username and password follow the
 * register rules like a visitor's registration.
 */
export const registerDownline = agentProcedure
  .meta({ audit: 'agent.registerDownline' })
  .input(ZRegisterDownlineInputSchema)
  .use(rateLimited('downlineRegister', sessionMemberOf))
  .output(ZDownlineSchema)
  .mutation(async ({ ctx, input }) => {
    const settings = await ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema);
    const fieldErrors = registerFieldErrors(input, settings, ['username', 'password']);
    if (fieldErrors) throw appError('validation_failed', { fieldErrors });
    const body: z.input<typeof ZWireRegisterDownlineBodySchema> = {
      username: input.username,
      password: input.password,
      memberKind: input.memberKind,
      ...(input.nickname ? { nickname: input.nickname } : {}),
    };
    return toDownline(
      await ctx.wire.sendEncrypted('POST', AGENT_PATHS.registerDownline, body, ZWireDownlineSchema),
    );
  });
