import { newSessionPayload, type TSessionPayload } from '../session/session-payload.js';
import type { TContext } from './context.js';

/** The visitor's session, or a fresh guest one to keep state in (captcha binding, a pending second factor). */
export const sessionOrGuest = (ctx: TContext): TSessionPayload =>
  ctx.session.current ?? newSessionPayload(ctx.clock.now(), { remember: false });
