import type { TWireSocialLogin } from '@site/contracts';

/**
 * Where to send the visitor: the provider's authorize page with our client
 * id, the callback, the state and `response_type=code`. A root-relative
 * authorize URL is the upstream's own stand-in page, served on our origin
 * through the `/oauth` proxy, so it stays relative.
 */
export const authorizeLocation = (
  login: TWireSocialLogin,
  params: { origin: string; redirectUri: string; state: string },
): string | null => {
  let url: URL;
  try {
    url = new URL(login.authorizeUrl, params.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('client_id', login.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('state', params.state);
  url.searchParams.set('response_type', 'code');
  const isOwnOrigin = login.authorizeUrl.startsWith('/') && !login.authorizeUrl.startsWith('//');
  return isOwnOrigin ? `${url.pathname}${url.search}` : url.toString();
};
