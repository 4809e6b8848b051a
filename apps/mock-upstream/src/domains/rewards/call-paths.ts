import type { FastifyRequest } from 'fastify';
import { REWARDS_PATHS, REWARDS_TWIN_PATHS } from '@site/contracts';
import { requestLanguage } from '../../wire/headers.js';

/** A rewards call's path and, when the upstream answers a legacy twin alike, the twin's: one handler serves both. */
export const pathsOfCall = (call: keyof typeof REWARDS_PATHS): string[] => {
  const twin = (REWARDS_TWIN_PATHS as Partial<Record<keyof typeof REWARDS_PATHS, string>>)[call];
  return twin ? [REWARDS_PATHS[call], twin] : [REWARDS_PATHS[call]];
};

/** The language of the texts of a rewards reply: the request's `Language` if the merchant offers it. */
export const rewardsLanguage = (request: FastifyRequest): string =>
  requestLanguage(request, request.merchant.languages, request.merchant.defaultLanguage);
