import type { FastifyRequest } from 'fastify';
import { isAgentType } from '@site/contracts';
import { WireError } from '../../wire/envelope.js';
import { authenticated } from '../../wire/token-hook.js';
import { requireRealMember } from '../../wire/token-hook.js';

/** preHandler of every agent call: a signed-in, real agent member (else 403 `error_not_agent`). */
export async function requireAgent(request: FastifyRequest): Promise<void> {
  await requireRealMember(request);
  if (!isAgentType(authenticated(request).member.type))
    throw new WireError(403, 'error_not_agent', 'Agent calls are for agents');
}
