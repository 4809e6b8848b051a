import { initTRPC } from '@trpc/server';
import type { TAuditAction } from '@site/contracts';
import type { TContext } from './context.js';
import { buildErrorShape, errorDataOf } from './error-shape.js';

/**
 * tRPC is initialised once, here. No transformer: plain JSON on the wire.
 * Every error leaves with `data.key` (a catalogue key), and `data.fieldErrors`
 * or `data.hint` when they apply; stack traces never do.
 */
/** Per-procedure flags: `.meta({ audit: 'wallet.transfer' })` puts a procedure on the audit trail (audit-trail.ts). */
export type TProcedureMeta = { audit?: TAuditAction };

const t = initTRPC
  .context<TContext>()
  .meta<TProcedureMeta>()
  .create({
    errorFormatter: ({ error, path }) => buildErrorShape(error.code, errorDataOf(error), path),
  });

export const router = t.router;
export const middleware = t.middleware;
export const baseProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
