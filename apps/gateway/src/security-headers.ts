import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Helmet's headers with an explicit CSP: only our own scripts, inline styles
 * for the UI library, images from data:/blob: (captcha, QR codes), sockets to
 * ourselves, and nobody may frame the site.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
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
