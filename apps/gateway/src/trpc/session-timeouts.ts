import { isActivityResealDue } from '../session/session-timeouts.js';
import type { TContext } from './context.js';
import { endUpstreamSession } from './end-upstream-session.js';

/**
 * Session timeouts, before anything else a request does: a cookie past its
 * idle or absolute limit is cleared and its upstream token ended; a live one
 * is re-sealed with the new activity time, at most once a minute.
 */
export const applySessionTimeouts = async (ctx: TContext): Promise<void> => {
  const expired = ctx.session.takeExpired();
  if (expired) {
    if (expired.token) await endUpstreamSession(ctx, expired.token);
    ctx.session.clear();
    return;
  }
  const current = ctx.session.current;
  const now = ctx.clock.now();
  if (current && !ctx.session.isWritten && isActivityResealDue(current, now)) {
    ctx.session.save({ ...current, lastSeenAt: now });
  }
};
