import type { z } from 'zod';
import {
  isAgentType,
  type TDownline,
  type TDownlineDetail,
  type TInviteLink,
  toMinorUnits,
  type TRebateRate,
  type ZWireDownlineDetailSchema,
  type ZWireDownlineSchema,
  type ZWireInviteLinkSchema,
  type ZWireRebateRateSchema,
} from '@site/contracts';
import { toRestrictionOrNull } from '../../../mappers/restriction.js';

const toRebates = (wire: z.output<typeof ZWireRebateRateSchema>[]): TRebateRate[] =>
  wire.map((rate) => ({ gameType: rate.gameType, ratePercent: rate.rate }));

export const toDownline = (wire: z.output<typeof ZWireDownlineSchema>): TDownline => ({
  memberId: wire.memberId,
  username: wire.username,
  nickname: wire.nickname ?? null,
  isAgent: isAgentType(wire.type),
  level: wire.level,
  uplineUsername: wire.uplineUsername,
  status: wire.status,
  registeredAt: wire.registeredAt,
  lastLoginAt: wire.lastLoginAt ?? null,
  balance: toMinorUnits(wire.balance),
  teamSize: wire.teamSize,
  rebates: toRebates(wire.rebates),
  restriction: toRestrictionOrNull(wire.restriction),
});

export const toDownlineDetail = (wire: z.output<typeof ZWireDownlineDetailSchema>): TDownlineDetail => ({
  ...toDownline(wire),
  maxRebates: toRebates(wire.maxRebates),
});

export const toInviteLink = (wire: z.output<typeof ZWireInviteLinkSchema>): TInviteLink => ({
  linkId: wire.linkId,
  code: wire.code,
  memberKind: wire.memberKind,
  createdAt: wire.createdAt,
  registrations: wire.registrations,
});
