import { z } from 'zod';

/** `value` of `GET /wps/member/info`: empty for guests. */
export const ZWireMemberInfoSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  account: z.string(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int(),
  language: z.string().nullish(),
  clubLabel: z.object({ labelName: z.string().nullish() }).nullish(),
  regDate: z.number().nullish(),
  mobile: z.string().nullish(),
});
export type TWireMemberInfo = z.infer<typeof ZWireMemberInfoSchema>;
