import { z } from 'zod';
import {
  isAgentType,
  isTrialType,
  type TMember,
  type TWireMemberInfo,
  ZWireMemberInfoSchema,
} from '@site/contracts';
import { toRestrictionOrNull } from './restriction.js';

const isEmptyValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** `/wps/member/info` answers an empty payload for guests (docs/upstream.md §1): that is null here. */
export const ZMemberInfoOrGuestSchema = z.preprocess(
  (value) => (isEmptyValue(value) ? null : value),
  ZWireMemberInfoSchema.nullable(),
);

export const toMember = (info: TWireMemberInfo): TMember => ({
  id: info.id,
  account: info.account,
  nickname: info.nickname ?? null,
  type: info.type,
  isAgent: isAgentType(info.type),
  isTrial: isTrialType(info.type),
  restriction: toRestrictionOrNull(info.restriction),
});
