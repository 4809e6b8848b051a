import { hostnameOf, knownHostnames } from './known-host.js';

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

/** The sending page is one of the configured origins. */
export const isTrustedOrigin = (
  request: Pick<TMutationRequest, 'origin' | 'referer'>,
  allowedOrigins: readonly string[],
): boolean => {
  const origin = requestOrigin(request);
  return origin !== null && allowedOrigins.includes(origin);
};

/** What the socket handshake's check reads of its first request. */
export type TSocketHandshakeRequest = Pick<TMutationRequest, 'origin' | 'referer'> & {
  /** `Sec-Fetch-Site`, which a browser sets and no page can. */
  fetchSite: string | undefined;
  host: string | undefined;
};

/**
 * The socket handshake's check (docs/decisions/0023-no-lost-events-and-polling.md).
 * Over WebSocket the browser always sends `Origin`. Over long-polling the
 * handshake is a same-origin GET, which carries no `Origin`, and no `Referer`
 * under our `Referrer-Policy: no-referrer`: then the browser's own
 * `Sec-Fetch-Site: same-origin` vouches for the page, provided the Host it
 * addressed is one of ours (after DNS rebinding an attacker's page is
 * "same-origin" with its own name).
 */
export const isTrustedSocketHandshake = (
  request: TSocketHandshakeRequest,
  allowedOrigins: readonly string[],
): boolean => {
  if (requestOrigin(request) !== null) return isTrustedOrigin(request, allowedOrigins);
  const hostname = hostnameOf(request.host);
  return (
    request.fetchSite === 'same-origin' && hostname !== null && knownHostnames(allowedOrigins).has(hostname)
  );
};

export const isMutationAllowed = (request: TMutationRequest, allowedOrigins: readonly string[]): boolean =>
  request.method.toUpperCase() === 'POST' &&
  isJson(request.contentType) &&
  isTrustedOrigin(request, allowedOrigins);
