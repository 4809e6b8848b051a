import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointRewards } from '../../db/schema-rewards.js';
import { renderArtworkSvg } from '../../domains/content/artwork.js';
import { WireError } from '../../wire/envelope.js';
import { sendGeneratedSvg } from '../svg-reply.js';

const CARD_SIZE = { width: 480, height: 360 };

/** `/static/point-rewards/<id>.svg`: the point mall's item pictures, generated like the promotions'. */
export const pointRewardImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/point-rewards/:fileName',
    { schema: { params: z.object({ fileName: z.string().regex(/^\d{1,9}\.svg$/) }) } },
    async (request, reply) => {
      const reward = app.db
        .select()
        .from(pointRewards)
        .where(eq(pointRewards.id, Number.parseInt(request.params.fileName, 10)))
        .get();
      if (!reward) throw new WireError(404, 'function.not.available', 'No such image');
      return sendGeneratedSvg(
        request,
        reply,
        renderArtworkSvg,
        { title: reward.nameEn, subtitle: reward.type, ...CARD_SIZE, variant: reward.id },
        300,
      );
    },
  );
};
