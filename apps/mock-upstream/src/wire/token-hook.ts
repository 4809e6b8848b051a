import type { FastifyRequest } from 'fastify';
import { isTrialType } from '@site/contracts';
import { resolveSession } from '../core/sessions/session-store.js';
import type { TAuthenticated } from '../types/fastify.js';
import { WireError, wireErrors } from './envelope.js';
import { readHeader } from './headers.js';

/** The bare token of `Authorization`; the literal `false` is how clients suppress it (docs/upstream.md §1). */
export const readToken = (request: FastifyRequest): string | undefined => {
  const token = readHeader(request, 'authorization');
  return token && token !== 'false' ? token : undefined;
};

const authenticate = (request: FastifyRequest, token: string): void => {
  const auth = resolveSession(request.server.db, request.merchant.id, token, new Date());
  if (!auth) throw wireErrors.loginNotSession();
  request.auth = auth;
};

/** preHandler of token calls: a missing, unknown or expired token answers 401 `login.not.session`. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  // Token calls check their caller before their input (caller-checks.ts); the route's own check then passes.
  if (request.auth) return;
  const token = readToken(request);
  if (!token) throw wireErrors.loginNotSession();
  authenticate(request, token);
}

/** preHandler of calls guests may make too: no token is a guest, a bad token still answers 401. */
export async function readOptionalMember(request: FastifyRequest): Promise<void> {
  const token = readToken(request);
  request.auth = null;
  if (token) authenticate(request, token);
}

/** The session of a request that passed {@link requireMember}. */
export const authenticated = (request: FastifyRequest): TAuthenticated => {
  if (!request.auth) throw wireErrors.loginNotSession();
  return request.auth;
};

/** preHandler of money calls: a signed-in member who is not a trial player (else 403 `in_need_true_account`). */
export async function requireRealMember(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  if (isTrialType(authenticated(request).member.type))
    throw new WireError(403, 'in_need_true_account', 'A real account is needed for money calls');
}
