import type { z } from 'zod';
import type { ZWireMemberInfoSchema } from '@site/contracts';
import { maskMobile } from '../../core/members/mask.js';
import type { TMember, TMerchant } from '../../db/schema.js';

/** `value` of `GET /wps/member/info` for a logged-in member (docs/upstream.md §4). */
export const buildMemberInfo = (
  member: TMember,
  merchant: TMerchant,
): z.input<typeof ZWireMemberInfoSchema> => ({
  id: member.id,
  account: member.username,
  nickname: member.nickname,
  type: member.type,
  language: member.language ?? merchant.defaultLanguage,
  clubLabel: { labelName: null },
  regDate: member.createdAt.getTime(),
  mobile: maskMobile(member.mobile),
});
