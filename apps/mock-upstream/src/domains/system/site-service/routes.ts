import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS, ZWireFeedbackBodySchema, ZWireHelpCentreQuerySchema } from '@site/contracts';
import { PROOF_BODY_LIMIT_BYTES } from '../../../core/money/proof-images.js';
import { success } from '../../../wire/envelope.js';
import { requestLanguage, visitorIp } from '../../../wire/headers.js';
import { readOptionalMember } from '../../../wire/token-hook.js';
import { storeFeedback } from './feedback.js';
import { listHelpTopics } from './help-centre.js';

const ZFeedbackBodySchema = ZWireFeedbackBodySchema.extend({
  content: ZWireFeedbackBodySchema.shape.content.trim().min(1).max(5000),
});

/** The help centre (guests and members alike) and feedback (a guest's, or a member's when a token comes). */
export const siteServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SYSTEM_PATHS.helpCentre,
    { schema: { querystring: ZWireHelpCentreQuerySchema } },
    async (request) => {
      const { merchant } = request;
      // The query names the language; an unknown one falls back to the merchant's default.
      const language = request.query.lang.toUpperCase();
      const known = merchant.languages.includes(language) ? language : merchant.defaultLanguage;
      return success(listHelpTopics(app.db, merchant.id, known));
    },
  );

  app.put(
    SYSTEM_PATHS.feedback,
    {
      schema: { body: ZFeedbackBodySchema },
      onRequest: readOptionalMember,
      config: { audit: 'system.sendFeedback' },
      bodyLimit: PROOF_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { merchant } = request;
      const feedbackId = storeFeedback(
        app.db,
        {
          merchantId: merchant.id,
          memberId: request.auth?.member.id ?? null,
          content: request.body.content,
          images: request.body.images,
          language: requestLanguage(request, merchant.languages, merchant.defaultLanguage),
          ip: visitorIp(request),
        },
        new Date(),
      );
      return success({ feedbackId });
    },
  );
};
