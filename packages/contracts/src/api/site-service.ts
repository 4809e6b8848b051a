import { z } from 'zod';
import { LIMITS } from '../domain/limits.js';
import { APP_PLATFORMS } from '../wire/site-service.js';
import { VALIDATION } from './validation.js';
import { ZProofImagesSchema } from './wallet.js';

/** A help topic as the page shows it: `id` is its `/help#<id>` hash; the HTML is sanitised by the gateway. */
export const ZHelpEntrySchema = z.object({ title: z.string(), html: z.string() });
export const ZHelpTopicSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  html: z.string(),
  /** A `#rrggbb` colour for the topic's accent, or null. */
  accent: z.string().nullable(),
  /** Sub-topics (the FAQ's questions), each with its answer. */
  entries: z.array(ZHelpEntrySchema),
});
export type THelpTopic = z.infer<typeof ZHelpTopicSchema>;
export const ZHelpCentreOutputSchema = z.object({ topics: z.array(ZHelpTopicSchema) });

/** Words as a reader counts them: runs of characters between spaces. */
export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const { minWords, maxWords, maxChars } = LIMITS.feedback;

/** Feedback text (docs/product.md §5): required, then between the word bounds. */
export const ZFeedbackContentSchema = z
  .string({ error: VALIDATION.feedbackRequired })
  .trim()
  .min(1, { error: VALIDATION.feedbackRequired })
  .max(maxChars, { error: VALIDATION.contentLength })
  .refine((text) => countWords(text) >= minWords && countWords(text) <= maxWords, {
    error: VALIDATION.contentLength,
  });

export const ZSendFeedbackInputSchema = z.strictObject({
  content: ZFeedbackContentSchema,
  images: ZProofImagesSchema.default([]),
});
export type TSendFeedbackInput = z.input<typeof ZSendFeedbackInputSchema>;
export const ZSendFeedbackOutputSchema = z.object({ feedbackId: z.number().int().positive() });

export const ZAppDownloadSchema = z.object({
  platform: z.enum(APP_PLATFORMS),
  /** An http(s) address (the gateway drops any other). */
  url: z.string(),
  version: z.string().nullable(),
  minOsVersion: z.string().nullable(),
});
export type TAppDownload = z.infer<typeof ZAppDownloadSchema>;
export const ZDownloadsOutputSchema = z.object({ apps: z.array(ZAppDownloadSchema) });
