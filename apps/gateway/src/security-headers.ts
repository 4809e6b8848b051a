import helmet, { type FastifyHelmetRouteOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features the site never asks for, off for its pages and
 * every frame they embed (the games keep autoplay and fullscreen, which
 * their frames are granted by `allow`).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/**
 * Helmet's headers with an explicit CSP: only our own scripts, inline styles
 * for the UI library, images from data:/blob: (captcha, QR codes), sockets to
 * ourselves, and nobody may frame the site; and the Permissions-Policy
 * (helmet has none).
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
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
};

/**
 * The game pages (`/games/*`, proxied from the upstream) run inside the
 * site's game popup, so unlike the rest of the site they may be framed by
 * the site itself: `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
 * Their scripts and styles are plain files of their own: no inline code.
 * Set per route (helmet's route option), replacing the site-wide CSP.
 */
export const GAME_PAGE_SECURITY_HEADERS = {
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
} satisfies FastifyHelmetRouteOptions['helmet'];
