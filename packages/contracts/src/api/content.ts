import { z } from 'zod';

export const ZPromotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Upstream HTML, sanitised by the web app before it is rendered. */
  contentHtml: z.string(),
  imageUrl: z.string().nullable(),
  promotionType: z.string().nullable(),
  startDate: z.number().nullable(),
  endDate: z.number().nullable(),
  noExpiry: z.boolean(),
});
export type TPromotion = z.infer<typeof ZPromotionSchema>;

export const ZPromotionsOutputSchema = z.object({ items: z.array(ZPromotionSchema) });
export const ZPromotionsInputSchema = z.object({ language: z.string().max(8).optional() }).optional();
