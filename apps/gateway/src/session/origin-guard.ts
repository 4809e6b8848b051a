/**
 * CSRF defence for mutations. The session cookie is SameSite=Lax, and on top
 * of that a state-changing request must be a JSON POST (which a cross-site
 * form cannot send without a CORS preflight) from an origin we trust.
 */
export type TMutationRequest = {
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  /** The gateway's own origin as the browser addressed it (protocol + Host). */
  ownOrigin: string | undefined;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method.toUpperCase());

const originOf = (value: string | undefined): string | null => {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** The page origin that sent the request: `Origin`, or failing that the `Referer`'s origin. */
export const requestOrigin = (request: Pick<TMutationRequest, 'origin' | 'referer'>): string | null =>
  originOf(request.origin) ?? originOf(request.referer);

const isJson = (contentType: string | undefined): boolean =>
  (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json';

/** The sending page is one we trust: an allowed origin, or the gateway's own. Also the socket handshake's check. */
export const isTrustedOrigin = (
  request: Pick<TMutationRequest, 'origin' | 'referer' | 'ownOrigin'>,
  allowedOrigins: readonly string[],
): boolean => {
  const origin = requestOrigin(request);
  if (!origin) return false;
  return allowedOrigins.includes(origin) || origin === originOf(request.ownOrigin);
};

export const isMutationAllowed = (request: TMutationRequest, allowedOrigins: readonly string[]): boolean =>
  request.method.toUpperCase() === 'POST' &&
  isJson(request.contentType) &&
  isTrustedOrigin(request, allowedOrigins);
