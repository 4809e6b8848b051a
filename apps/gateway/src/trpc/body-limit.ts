import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, MAX_PROOF_DATA_URL_CHARS, VALIDATION } from '@site/contracts';
import {
  bodyTooLarge,
  cappedAt,
  declaresMoreThan,
  DEFAULT_BODY_LIMIT,
  dropTheRest,
  isBodyTooLarge,
} from '../hardening/body-cap.js';
import { isSafeMethod } from '../session/origin-guard.js';
import { errorResponseBody, ROOT_FIELD } from './error-shape.js';
import { procedureCallOf } from './procedure-paths.js';

/** Procedures whose input carries up to three proof images as data URLs. */
const UPLOAD_PROCEDURES = new Set([
  'wallet.deposit',
  'wallet.confirmWithdrawal',
  'system.sendFeedback',
  'rewards.applyForReward',
]);

/** Three images at their largest (the contract bounds each) plus the rest of the input: about 21 MB. */
export const UPLOAD_BODY_LIMIT = LIMITS.upload.maxFiles * MAX_PROOF_DATA_URL_CHARS + DEFAULT_BODY_LIMIT;

/** Whether a tRPC request addresses a procedure that carries pictures. */
export const isUploadCall = (procedurePaths: readonly string[]): boolean =>
  procedurePaths.some((path) => UPLOAD_PROCEDURES.has(path));

/** The body a tRPC request may send: the upload limit only if it addresses an upload procedure. */
export const bodyLimitOf = (procedurePaths: readonly string[]): number =>
  isUploadCall(procedurePaths) ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;

/**
 * Body limits per procedure. tRPC serves every procedure from one Fastify
 * route (`/trpc/:path`), so a route-level bodyLimit cannot tell a deposit
 * from a login: the route takes the upload limit, and this hook holds every
 * request to the limit of the procedures it addresses (1 MiB unless it names
 * `wallet.deposit`, `wallet.confirmWithdrawal` or `system.sendFeedback`), by its Content-Length
 * before reading and by counting while reading. Works for batched calls too.
 * A body too large answers 413 `validation_failed` in tRPC's error shape,
 * the rest of it dropped unread (`dropTheRest`).
 */
export const limitBodiesByProcedure = (scope: FastifyInstance): void => {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = UPLOAD_BODY_LIMIT;
  });
  scope.addHook('preParsing', async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
    if (isSafeMethod(request.method)) return payload;
    const limit = bodyLimitOf(procedureCallOf(request.url).paths);
    if (declaresMoreThan(request, limit)) throw bodyTooLarge();
    return cappedAt(payload, limit);
  });
  scope.setErrorHandler((error, request, reply) => {
    if (!isBodyTooLarge(error)) throw error;
    const call = procedureCallOf(request.url);
    const data = { key: 'validation_failed' as const, fieldErrors: { [ROOT_FIELD]: VALIDATION.tooLong } };
    dropTheRest(request.raw);
    return reply.code(413).send(errorResponseBody('PAYLOAD_TOO_LARGE', data, call.paths, call.isBatch));
  });
};
