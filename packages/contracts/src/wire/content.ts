import { z } from 'zod';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;

export const ZWireAnnouncementSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  content: z.string().default(''),
  groupName: z.string().nullish(),
  url: z.string().nullish(),
  linkageType: z.string().nullish(),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).nullish(),
  promotionType: z.string().nullish(),
  announcementImages: z
    .array(
      z.object({ url: z.string().nullish(), imageUrl: z.string().nullish(), sequence: z.number().nullish() }),
    )
    .default([]),
  announcementDisplaySpeed: z.string().nullish(),
  startDate: z.number().nullish(),
  startDateStr: z.string().nullish(),
  endDate: z.number().nullish(),
  noExpiry: z.boolean().nullish(),
});
export type TWireAnnouncement = z.infer<typeof ZWireAnnouncementSchema>;

/** `value` of `GET /wps/relay/MCSFE_getListAnnouncements`. */
export const ZWireAnnouncementListSchema = z.object({
  banners: z.array(ZWireAnnouncementSchema).default([]),
  player: z.array(ZWireAnnouncementSchema).default([]),
  popup: z.array(ZWireAnnouncementSchema).default([]),
  promotion: z.array(ZWireAnnouncementSchema).default([]),
});
