import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets: the OAuth code and state of the
 * social callback, a token handed over in the address bar (`/?token=`), and
 * every tRPC query's `input`, which may hold tokens, codes or passwords.
 */
const SECRET_QUERY_PARAMETERS = ['code', 'state', 'token', 'access_token', 'id_token', 'password', 'input'];

/** The URL as it may be logged: secret query values replaced, everything else kept for debugging. */
export const redactUrl = (url: string): string => {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let isRedacted = false;
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (!query.has(name)) continue;
    query.set(name, 'redacted');
    isRedacted = true;
  }
  return isRedacted ? `${url.slice(0, queryAt)}?${query.toString()}` : url;
};

/** Fastify's request log line, with the URL redacted (its default serializer logs it verbatim). */
export const serializeRequestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
