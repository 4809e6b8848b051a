import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchants } from '../../db/schema.js';
import { rewardPromotions } from '../../db/schema-rewards.js';
import { findAnnouncement } from '../../domains/content/announcement-service.js';
import { renderArtworkSvg, renderLogoSvg } from '../../domains/content/artwork.js';
import { WireError } from '../../wire/envelope.js';
import { sendGeneratedSvg } from '../svg-reply.js';

/** Image sizes per banner group: the home carousel is wide, the modal banners are cards. */
const BANNER_SIZES: Record<string, { width: number; height: number }> = {
  w_home: { width: 1200, height: 400 },
};
const MODAL_BANNER_SIZE = { width: 640, height: 360 };
const PROMOTION_SIZE = { width: 960, height: 360 };

const ZSvgFileParamsSchema = z.object({ fileName: z.string() });

const notFound = () => new WireError(404, 'function.not.available', 'No such image');

/** `<name>.svg` → name, or a 404 for anything else. */
const svgBaseName = (fileName: string): string => {
  const match = /^([A-Za-z0-9_-]+)\.svg$/.exec(fileName);
  if (!match?.[1]) throw notFound();
  return match[1];
};

/** `<id>.svg` → the announcement id, or a 404. */
const svgId = (fileName: string): number => {
  const name = svgBaseName(fileName);
  if (!/^\d{1,9}$/.test(name)) throw notFound();
  return Number(name);
};

/** Announcement pictures follow QA's edits within five minutes. */
const MAX_AGE_SECONDS = 300;

/**
 * Generated images under /static (root-relative URLs in replies; the gateway
 * proxies /static so the browser sees one origin). Public: no Merchant header.
 */
export const announcementImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/promotions/:fileName',
    { schema: { params: ZSvgFileParamsSchema } },
    async (request, reply) => {
      const promotion = findAnnouncement(app.db, svgId(request.params.fileName), 'PR');
      if (!promotion) throw notFound();
      return sendGeneratedSvg(
        request,
        reply,
        renderArtworkSvg,
        {
          title: promotion.title,
          subtitle: promotion.promotionType,
          ...PROMOTION_SIZE,
          variant: promotion.id,
        },
        MAX_AGE_SECONDS,
      );
    },
  );

  app.get(
    '/static/banners/:fileName',
    { schema: { params: ZSvgFileParamsSchema } },
    async (request, reply) => {
      const banner = findAnnouncement(app.db, svgId(request.params.fileName), 'B');
      if (!banner) throw notFound();
      const size = BANNER_SIZES[banner.groupName ?? ''] ?? MODAL_BANNER_SIZE;
      return sendGeneratedSvg(
        request,
        reply,
        renderArtworkSvg,
        { title: banner.title, subtitle: banner.content, ...size, variant: banner.id },
        MAX_AGE_SECONDS,
      );
    },
  );

  app.get(
    '/static/rewards/:fileName',
    { schema: { params: ZSvgFileParamsSchema } },
    async (request, reply) => {
      const id = svgId(request.params.fileName);
      const promotion = app.db.select().from(rewardPromotions).where(eq(rewardPromotions.id, id)).get();
      if (!promotion) throw notFound();
      return sendGeneratedSvg(
        request,
        reply,
        renderArtworkSvg,
        {
          title: promotion.titleEn,
          subtitle: promotion.category.replace('_', ' '),
          ...PROMOTION_SIZE,
          variant: promotion.id,
        },
        MAX_AGE_SECONDS,
      );
    },
  );

  app.get('/static/logos/:fileName', { schema: { params: ZSvgFileParamsSchema } }, async (request, reply) => {
    const code = svgBaseName(request.params.fileName);
    const merchant = app.db.select().from(merchants).where(eq(merchants.code, code)).get();
    if (!merchant) throw notFound();
    return sendGeneratedSvg(request, reply, renderLogoSvg, merchant.name, MAX_AGE_SECONDS);
  });
};
