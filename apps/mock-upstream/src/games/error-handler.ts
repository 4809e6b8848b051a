import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SeamlessError } from '../core/play/seamless-wallet.js';
import { handleError } from '../wire/error-handler.js';

/**
 * The games' error handler: wallet refusals (`transaction_conflict`,
 * `transaction_rolled_back`, `insufficient_balance`, a responsible gaming
 * limit or restriction with its value, ...) in the envelope with their
 * status; everything else as the rest of the mock answers it.
 */
export function handleGameError(
  error: FastifyError | SeamlessError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SeamlessError) {
    return reply
      .code(error.statusCode)
      .send({ success: false, message: error.message, value: error.value, errorCode: error.errorCode });
  }
  return handleError(error, request, reply);
}
