import type { z } from 'zod';
import {
  SYSTEM_PATHS,
  ZSendFeedbackInputSchema,
  ZSendFeedbackOutputSchema,
  type ZWireFeedbackBodySchema,
  ZWireFeedbackReplySchema,
} from '@site/contracts';
import { proofImagesChecked } from '../../guards/proof-images-checked.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { publicProcedure } from '../../procedures.js';

/**
 * A visitor's or a member's feedback, with up to three pictures from a member only; the upstream
 * learns the member from the token. Counted per IP and per member: a form
 * anyone can send is a spam target.
 */
export const sendFeedback = publicProcedure
  .meta({ audit: 'system.sendFeedback' })
  .input(ZSendFeedbackInputSchema)
  .use(rateLimited('feedback', (_input, ctx) => ctx.session.current?.memberId ?? null))
  .use(proofImagesChecked((input) => input.images))
  .output(ZSendFeedbackOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireFeedbackBodySchema> = { content: input.content, images: input.images };
    return ctx.wire.send('PUT', SYSTEM_PATHS.feedback, body, ZWireFeedbackReplySchema);
  });
