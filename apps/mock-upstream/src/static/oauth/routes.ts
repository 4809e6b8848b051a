import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type TSocialProvider } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { issueOauthCode } from '../../domains/session/social/oauth-code-store.js';
import { findMerchantByClientId } from '../../domains/session/social/social-clients.js';
import {
  DEFAULT_STAND_IN_EMAIL,
  renderConsentPage,
  renderProviderErrorPage,
  STAND_IN_STYLESHEET_PATH,
} from './provider-page.js';
import { STAND_IN_STYLESHEET } from './stand-in-stylesheet.js';

/** Every field optional: a bad request gets the provider's HTML error page, not a JSON envelope. */
const ZProviderRequestSchema = z.object({
  client_id: z.string().optional(),
  redirect_uri: z.string().optional(),
  state: z.string().max(1024).optional(),
  response_type: z.string().optional(),
  email: z.string().optional(),
  decision: z.string().optional(),
});
type TProviderRequest = z.infer<typeof ZProviderRequestSchema>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

type TCheckedClient =
  | {
      isValid: true;
      merchant: TMerchant;
      clientId: string;
      redirectUri: URL;
      /** As the client sent it: the code exchange must name exactly this text (RFC 6749 §4.1.3). */
      redirectUriText: string;
      state: string;
    }
  | { isValid: false; message: string };

/** What a provider checks before it shows consent or redirects anywhere: a registered client, an http(s) redirect. */
const checkClient = (db: TExecutor, provider: TSocialProvider, input: TProviderRequest): TCheckedClient => {
  const clientId = input.client_id?.trim() ?? '';
  const merchant = clientId ? findMerchantByClientId(db, provider, clientId) : undefined;
  if (!merchant) return { isValid: false, message: 'The OAuth client was not found (client_id).' };
  const redirectUriText = input.redirect_uri?.trim() ?? '';
  let redirectUri: URL;
  try {
    redirectUri = new URL(redirectUriText);
  } catch {
    return { isValid: false, message: 'redirect_uri must be an absolute address.' };
  }
  if (!['http:', 'https:'].includes(redirectUri.protocol) || redirectUri.hash) {
    return { isValid: false, message: 'redirect_uri must be an http or https address without a fragment.' };
  }
  return { isValid: true, merchant, clientId, redirectUri, redirectUriText, state: input.state ?? '' };
};

/** The redirect back to the client, with the code (or the error) and the client's own state. */
const redirectBack = (redirectUri: URL, params: Record<string, string>, state: string): string => {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries({ ...params, ...(state ? { state } : {}) })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
};

/** HTML with a policy that allows the stylesheet and the form's way back to the client, nothing else. */
const sendPage = (reply: FastifyReply, statusCode: number, html: string, redirectUri?: URL) =>
  reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "style-src 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        // The approve POST answers a redirect to the client, which form-action also governs.
        `form-action 'self'${redirectUri ? ` ${redirectUri.origin}` : ''}`,
      ].join('; '),
    )
    .send(html);

/**
 * The mock's stand-in for each social provider's sign-in page (SOCIAL_PROVIDERS) (outside
 * /wps: a provider knows no Merchant header). `authorize` shows consent,
 * `approve` 302s back to `redirect_uri` with `code` and `state`.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(STAND_IN_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(STAND_IN_STYLESHEET),
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/oauth/${provider}/authorize`,
      { schema: { querystring: ZProviderRequestSchema } },
      async (request, reply) => {
        const client = checkClient(app.db, provider, request.query);
        if (!client.isValid) return sendPage(reply, 400, renderProviderErrorPage(provider, client.message));
        if (request.query.response_type !== 'code') {
          const message = 'response_type must be "code".';
          return sendPage(reply, 400, renderProviderErrorPage(provider, message));
        }
        const page = renderConsentPage({
          provider,
          appName: client.merchant.name,
          clientId: client.clientId,
          redirectUri: client.redirectUriText,
          state: client.state,
          email: DEFAULT_STAND_IN_EMAIL,
        });
        return sendPage(reply, 200, page, client.redirectUri);
      },
    );

    app.post(
      `/oauth/${provider}/approve`,
      { schema: { body: ZProviderRequestSchema } },
      async (request, reply) => {
        const client = checkClient(app.db, provider, request.body);
        if (!client.isValid) return sendPage(reply, 400, renderProviderErrorPage(provider, client.message));
        if (request.body.decision === 'deny') {
          return reply.redirect(
            redirectBack(client.redirectUri, { error: 'access_denied' }, client.state),
            302,
          );
        }
        const email = request.body.email?.trim() ?? '';
        if (!EMAIL_PATTERN.test(email) || email.length > MAX_EMAIL_LENGTH) {
          const page = renderConsentPage({
            provider,
            appName: client.merchant.name,
            clientId: client.clientId,
            redirectUri: client.redirectUriText,
            state: client.state,
            email,
            error: 'Enter a valid email address.',
          });
          return sendPage(reply, 400, page, client.redirectUri);
        }
        const code = issueOauthCode(
          app.db,
          { provider, clientId: client.clientId, email, redirectUri: client.redirectUriText },
          new Date(),
        );
        return reply.redirect(redirectBack(client.redirectUri, { code }, client.state), 302);
      },
    );
  }
};
