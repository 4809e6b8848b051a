import type { FastifyRequest } from 'fastify';
import type { TMember } from '../../db/schema.js';
import { requestLanguage } from '../../wire/headers.js';
import { authenticated } from '../../wire/token-hook.js';

/** The language of a rewards call's texts: the `Language` header among the merchant's, else its default. */
export const readerLanguage = (request: FastifyRequest): string =>
  requestLanguage(request, request.merchant.languages, request.merchant.defaultLanguage);

/** The signed-in member of a rewards call and the language it reads in. */
export const rewardReader = (request: FastifyRequest): { member: TMember; language: string } => ({
  member: authenticated(request).member,
  language: readerLanguage(request),
});
