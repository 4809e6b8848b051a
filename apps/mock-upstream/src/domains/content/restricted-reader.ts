import type { FastifyRequest } from 'fastify';
import { restrictionOf } from '../../core/responsible/restriction.js';
import type { TExecutor } from '../../db/client.js';

/**
 * Whether the caller is a member on a break or on the restricted persons
 * list: no marketing reaches them then (promotion announcements and popups,
 * promotion messages; docs/decisions/0041-responsible-gaming.md). Guests
 * are not.
 */
export const isRestrictedReader = (db: TExecutor, request: FastifyRequest): boolean =>
  request.auth ? restrictionOf(db, request.auth.member.id, new Date()) !== null : false;
