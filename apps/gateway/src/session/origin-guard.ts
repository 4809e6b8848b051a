/**
 * CSRF defence for mutations. The session cookie is SameSite=Lax, and on top
 * of that a state-changing request must be a JSON POST (which a cross-site
 * form cannot send without a CORS preflight) from an origin we trust. The
 * trusted origins come from configuration (`ALLOWED_ORIGINS`, `PUBLIC_URL`),
 * never from the request: a Host header is whatever name the browser used,
 * and after DNS rebinding that is the attacker's.
 */
export type TMutationRequest = {
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
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

/** The sending page is one of the configured origins. Also the socket handshake's check. */
export const isTrustedOrigin = (
  request: Pick<TMutationRequest, 'origin' | 'referer'>,
  allowedOrigins: readonly string[],
): boolean => {
  const origin = requestOrigin(request);
  return origin !== null && allowedOrigins.includes(origin);
};

export const isMutationAllowed = (request: TMutationRequest, allowedOrigins: readonly string[]): boolean =>
  request.method.toUpperCase() === 'POST' &&
  isJson(request.contentType) &&
  isTrustedOrigin(request, allowedOrigins);
