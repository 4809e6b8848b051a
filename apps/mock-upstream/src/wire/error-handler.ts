import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VALIDATION } from '@site/contracts';
import { failure, WireError } from './envelope.js';

type TValidationIssue = { instancePath: string; message?: string };

/** An i18n key per invalid field; messages that are already keys (from contracts) pass through. */
const fieldErrorsOf = (issues: readonly TValidationIssue[]): Record<string, string> => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    const message = issue.message ?? '';
    fieldErrors[field] ??= /^[a-z0-9_.]+$/i.test(message)
      ? message
      : message.includes('received undefined')
        ? VALIDATION.required
        : VALIDATION.invalid;
  }
  return fieldErrors;
};

/** A refusal that says when to come back (`value.retryAfterSeconds`: a flood, a lock) says it in Retry-After too. */
const retryAfterSecondsOf = (value: unknown): number | null => {
  const seconds =
    typeof value === 'object' && value !== null && 'retryAfterSeconds' in value
      ? value.retryAfterSeconds
      : null;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
};

/**
 * The one error handler: every failure leaves in the envelope. Business
 * failures keep their status and errorCode; schema failures are 400
 * `validation_failed` with fieldErrors (or the route's own code); 5xx
 * details stay in the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof WireError) {
    const retryAfterSeconds = retryAfterSecondsOf(error.value);
    if (retryAfterSeconds !== null) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(error.statusCode).send(failure(error.errorCode, error.message, error.value));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errorCode = request.routeOptions.config.validationErrorCode ?? 'validation_failed';
    const fieldErrors = fieldErrorsOf(error.validation);
    const message = `Missing or invalid ${error.validationContext ?? 'input'}: ${Object.keys(fieldErrors).join(', ')}`;
    const value = errorCode === 'validation_failed' ? { fieldErrors } : null;
    return reply.code(400).send(failure(errorCode, message, value));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors: malformed JSON, unsupported content type, body too large.
    return reply.code(statusCode).send(failure('validation_failed', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(failure('unknown_error', 'Internal Server Error'));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(failure('function.not.available', `No call ${request.method} ${request.url}`));
}
