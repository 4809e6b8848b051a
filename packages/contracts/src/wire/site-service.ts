import { z } from 'zod';
import { ZWireFlagSchema } from './system.js';

/*
 * The site's service pages (docs/decisions/0029-site-service.md): the help
 * centre and feedback (system group), the app downloads (content group).
 */

/** `GET /wps/system/helpCenter` asks for one language's topics of one device. */
export const ZWireHelpCentreQuerySchema = z.object({
  lang: z.string().trim().min(1).max(8),
  device: z.string().trim().min(1).max(16),
});

export type TWireHelpTopic = {
  title: string;
  content: string;
  bgColor: string | null;
  lang: string | null;
  display: boolean;
  tag: string | null;
  children: TWireHelpTopic[];
};

/**
 * One topic: its HTML, a background colour, whether it is shown, a tag
 * naming it (seen: aboutus, deposit, withdraw, game, faqs) and its
 * sub-topics (the questions of the FAQ).
 */
export const ZWireHelpTopicSchema: z.ZodType<TWireHelpTopic, unknown> = z.lazy(() =>
  z.object({
    title: z.string(),
    content: z
      .string()
      .nullish()
      .transform((text) => text ?? ''),
    bgColor: z
      .string()
      .nullish()
      .transform((text) => text ?? null),
    lang: z
      .string()
      .nullish()
      .transform((text) => text ?? null),
    display: ZWireFlagSchema.default(true),
    tag: z
      .string()
      .nullish()
      .transform((text) => text ?? null),
    children: z
      .array(ZWireHelpTopicSchema)
      .nullish()
      .transform((items) => items ?? []),
  }),
);

/** `value` of the help centre: the topics in display order. */
export const ZWireHelpCentreSchema = z.array(ZWireHelpTopicSchema);

/** `PUT /wps/feedback` (ours, decision 0029): the text and up to three png/jpeg data URLs. */
export const ZWireFeedbackBodySchema = z.object({
  content: z.string(),
  images: z.array(z.string()).default([]),
});
export const ZWireFeedbackReplySchema = z.object({ feedbackId: z.number().int().positive() });

/** The platforms an app may be offered for; an unknown one is dropped by the gateway. */
export const APP_PLATFORMS = ['ANDROID', 'IOS', 'WINDOWS', 'MACOS'] as const;
export type TAppDownloadPlatform = (typeof APP_PLATFORMS)[number];

/** `value` of `GET /wps/relay/WPSCORE_getDownloadSetting` (ours): one entry per app. */
export const ZWireDownloadSettingSchema = z.object({
  apps: z.array(
    z.object({
      platform: z.string(),
      url: z.string(),
      version: z
        .string()
        .nullish()
        .transform((text) => text ?? null),
      minOsVersion: z
        .string()
        .nullish()
        .transform((text) => text ?? null),
    }),
  ),
});
export type TWireDownloadSetting = z.input<typeof ZWireDownloadSettingSchema>;
