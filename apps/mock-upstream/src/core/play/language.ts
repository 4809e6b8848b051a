import type { FastifyRequest } from 'fastify';
import { readHeader, requestLanguage } from '../../wire/headers.js';

/**
 * The language of names and labels: the `Language` header (as every call),
 * else the `language` the game calls also put in their query, else the
 * merchant's default. Only the merchant's languages count.
 */
export const gameLanguage = (request: FastifyRequest, queryLanguage?: string): string => {
  const { merchant } = request;
  if (readHeader(request, 'language')) {
    return requestLanguage(request, merchant.languages, merchant.defaultLanguage);
  }
  const fromQuery = queryLanguage?.trim().toUpperCase();
  return fromQuery && merchant.languages.includes(fromQuery) ? fromQuery : merchant.defaultLanguage;
};
