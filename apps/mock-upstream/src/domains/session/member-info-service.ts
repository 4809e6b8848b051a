import type { z } from 'zod';
import type { ZWireMemberInfoSchema } from '@site/contracts';
import { maskMobile } from '../../core/members/mask.js';
import { restrictionOf } from '../../core/responsible/restriction.js';
import type { TExecutor } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';

/**
 * `value` of `GET /wps/member/info` for a logged-in member (docs/upstream.md §4),
 * with ours: the break or listing in force (`restriction`, null when none), so
 * the site can say why play and deposits are closed while withdrawals stay open.
 */
export const buildMemberInfo = (
  db: TExecutor,
  member: TMember,
  merchant: TMerchant,
  now = new Date(),
): z.input<typeof ZWireMemberInfoSchema> => ({
  id: member.id,
  account: member.username,
  nickname: member.nickname,
  type: member.type,
  language: member.language ?? merchant.defaultLanguage,
  clubLabel: { labelName: null },
  regDate: member.createdAt.getTime(),
  mobile: maskMobile(member.mobile),
  restriction: restrictionOf(db, member.id, now),
});
