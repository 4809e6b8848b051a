import { z } from 'zod';
import { SESSION_PATHS } from '@site/contracts';
import type { TContext } from './context.js';

/**
 * Ends an upstream session the gateway is letting go of (logout, a newer
 * login, a timed-out cookie, a refused agent login). Best effort: a token
 * the upstream has already forgotten, or an unreachable upstream, must not
 * stop what the visitor asked for.
 */
export const endUpstreamSession = async (ctx: TContext, token: string): Promise<void> => {
  try {
    await ctx.wire.send('DELETE', SESSION_PATHS.logout, undefined, z.unknown(), { token });
  } catch (error) {
    ctx.log.info({ err: error }, 'upstream logout failed; the gateway forgets the token anyway');
  }
};
