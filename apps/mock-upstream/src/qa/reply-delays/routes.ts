import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The slow-upstream switch (`POST /__qa/reply-delays`); the mock's `onSend` hook does the holding. */
export const qaReplyDelayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reply-delays',
    {
      schema: {
        body: z.object({
          path: z.string().startsWith('/'),
          ms: z.number().int().min(0).max(25_000),
          times: z.number().int().positive().default(1),
        }),
      },
    },
    async (request) => {
      const { path, ms, times } = request.body;
      app.replyDelays.set(path, ms, times);
      return { path, ms, times };
    },
  );
};
