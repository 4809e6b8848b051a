import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.js';

/**
 * `/oauth/*` belongs to the upstream: its stand-in provider pages (the mock's
 * "Continue as …" form and its approve POST). Proxied, so the page and its
 * form post stay on our origin and our CSP (`form-action 'self'`) allows
 * them. No cookies cross the proxy either way, and the page's own CSP gives
 * way to ours.
 */
export const registerOauthProxy = async (app: FastifyInstance, config: TConfig): Promise<void> => {
  const upstream = new URL(config.upstream.url);
  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/oauth',
    rewritePrefix: `${upstream.pathname.replace(/\/+$/, '')}/oauth`,
    httpMethods: ['GET', 'HEAD', 'POST'],
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => {
        const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
        return { ...rest, merchant: config.upstream.merchant };
      },
      rewriteHeaders: (headers) => {
        const {
          'set-cookie': _setCookie,
          'content-security-policy': _policy,
          'content-security-policy-report-only': _reportOnly,
          ...rest
        } = headers;
        return rest;
      },
    },
  });
};
