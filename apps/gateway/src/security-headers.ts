import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type TSecurityHeaders = Readonly<Record<string, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers, replacing the site-wide ones (the game pages). */
    securityHeaders?: TSecurityHeaders;
  }
}

/**
 * Powerful browser features the site never asks for, off for its pages and
 * every frame they embed (the games keep autoplay and fullscreen, which
 * their frames are granted by `allow`). Only features browsers recognise:
 * Chromium logs an error on every page for one it does not (`bluetooth`).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/**
 * The headers helmet's middleware writes for `options`, plus the
 * Permissions-Policy (helmet has none), taken once at start-up: they are the
 * same for every request, and helmet would rebuild its middleware per request.
 */
const securityHeadersOf = (options: HelmetOptions): TSecurityHeaders => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
};

/**
 * Helmet's headers with an explicit CSP: only our own scripts, inline styles
 * for the UI library, images from data:/blob: (captcha, QR codes), sockets to
 * ourselves, and nobody may frame the site; and the Permissions-Policy.
 */
export const SITE_SECURITY_HEADERS = securityHeadersOf({
  contentSecurityPolicy: {
    // Exactly these directives: helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP local runs.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
});

/** Every answer gets the site's security headers, or its route's own (`config.securityHeaders`). */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? SITE_SECURITY_HEADERS);
    done();
  });
};

/**
 * The game pages (`/games/*`, proxied from the upstream) run inside the
 * site's game popup, so unlike the rest of the site they may be framed by
 * the site itself: `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
 * Their scripts and styles are plain files of their own: no inline code.
 * Set per route (`config.securityHeaders`), replacing the site-wide headers.
 */
export const GAME_PAGE_SECURITY_HEADERS = securityHeadersOf({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  xFrameOptions: { action: 'sameorigin' },
});

/**
 * The online payment page (`/pay/*`, proxied from the upstream's payment
 * provider, decision 0032): opened in a tab of its own, never framed; no
 * script and no inline style, only its stylesheet and its form posting to
 * itself.
 */
export const PAYMENT_PAGE_SECURITY_HEADERS = securityHeadersOf({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
    },
  },
});
