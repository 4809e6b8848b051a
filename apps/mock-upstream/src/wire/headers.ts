import type { FastifyRequest } from 'fastify';

/** How many times a header was sent; Node folds repeats of unknown headers into one string. */
export const countRawHeader = (request: FastifyRequest, name: string): number => {
  const wanted = name.toLowerCase();
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === wanted) count++;
  }
  return count;
};

/** A single-valued header as a trimmed string, or undefined when absent or empty. */
export const readHeader = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
};

/** The visitor's address: the first `X-Forwarded-For` entry (set by the gateway), else the peer. */
export const visitorIp = (request: FastifyRequest): string =>
  readHeader(request, 'x-forwarded-for')?.split(',')[0]?.trim() || request.ip;

/** The caller's request id (the gateway's, `X-Request-Id`), else the mock's own: the key of the audit trail. */
export const callerRequestId = (request: FastifyRequest): string =>
  readHeader(request, 'x-request-id') ?? request.id;

/** The interface language of the request (`Language` header), if the merchant offers it. */
export const requestLanguage = (
  request: FastifyRequest,
  offered: readonly string[],
  fallback: string,
): string => {
  const language = readHeader(request, 'language')?.toUpperCase();
  return language && offered.includes(language) ? language : fallback;
};
