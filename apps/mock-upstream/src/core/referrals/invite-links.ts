import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AGENT_LIMITS,
  AGENT_MEMBER_TYPES,
  PLAYER_MEMBER_TYPE,
  type TDownlineMemberKind,
  type ZWireInviteLinkSchema,
} from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { members, type TMember } from '../../db/schema.js';
import { inviteLinks, inviteRegistrations } from '../../db/schema-agent.js';
import { WireError } from '../../wire/envelope.js';

type TInviteLink = typeof inviteLinks.$inferSelect;

/** What a link's registrations (and a direct registration) make: a player, or an agent below an agent (type 2). */
export const MEMBER_TYPE_OF_KIND: Readonly<Record<TDownlineMemberKind, number>> = {
  player: PLAYER_MEMBER_TYPE,
  agent: AGENT_MEMBER_TYPES[1],
};

/** Letters and digits that cannot be mistaken for one another when typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export const randomCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A code no link and no member's own affiliate code of the merchant uses yet. */
const unusedCode = (db: TExecutor, merchantId: number): string => {
  for (;;) {
    const code = randomCode();
    const isTaken =
      db
        .select({ id: inviteLinks.id })
        .from(inviteLinks)
        .where(and(eq(inviteLinks.merchantId, merchantId), eq(inviteLinks.code, code)))
        .get() ??
      db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code)))
        .get();
    if (!isTaken) return code;
  }
};

const linkNotFound = () => new WireError(404, 'invite_link_not_found', 'No such invite link');

const toWireLink = (link: TInviteLink, registrations: number): z.input<typeof ZWireInviteLinkSchema> => ({
  linkId: link.id,
  code: link.code,
  memberKind: link.memberKind,
  createdAt: link.createdAt.getTime(),
  registrations,
});

const liveLinksOf = (memberId: number) =>
  and(eq(inviteLinks.memberId, memberId), isNull(inviteLinks.deletedAt));

/** `MCS2_wpsViewAffUrls`: the agent's links that still register, newest first, with their registrations. */
export const listInviteLinks = (db: TExecutor, agentId: number) => ({
  list: db
    .select({ link: inviteLinks, registrations: count(inviteRegistrations.memberId) })
    .from(inviteLinks)
    .leftJoin(inviteRegistrations, eq(inviteRegistrations.linkId, inviteLinks.id))
    .where(liveLinksOf(agentId))
    .groupBy(inviteLinks.id)
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id))
    .all()
    .map(({ link, registrations }) => toWireLink(link, registrations)),
});

/** `MCS2_wpsCreateAffUrl`: a new 8-character code; at most `AGENT_LIMITS.maxAffiliateLinks` live links (400 `invite_link_limit`). */
export const createInviteLink = (
  db: TExecutor,
  agent: TMember,
  memberKind: TDownlineMemberKind,
  now: Date,
) => {
  const live = db.select({ total: count() }).from(inviteLinks).where(liveLinksOf(agent.id)).get()?.total ?? 0;
  if (live >= AGENT_LIMITS.maxAffiliateLinks)
    throw new WireError(400, 'invite_link_limit', `At most ${AGENT_LIMITS.maxAffiliateLinks} invite links`);
  const link = db
    .insert(inviteLinks)
    .values({
      merchantId: agent.merchantId,
      memberId: agent.id,
      code: unusedCode(db, agent.merchantId),
      memberKind,
      createdAt: now,
    })
    .returning()
    .get();
  return toWireLink(link, 0);
};

/** `MCS2_wpsDeleteAffUrl`: the link stops registering; its members stay. Another agent's link is 404 `invite_link_not_found`. */
export const deleteInviteLink = (db: TExecutor, agentId: number, linkId: string, now: Date): null => {
  const id = Number(linkId);
  if (!Number.isSafeInteger(id)) throw linkNotFound();
  const deleted = db
    .update(inviteLinks)
    .set({ deletedAt: now })
    .where(and(eq(inviteLinks.id, id), liveLinksOf(agentId)))
    .returning({ id: inviteLinks.id })
    .get();
  if (!deleted) throw linkNotFound();
  return null;
};

/** A link that still registers, by its code (case-insensitive). */
export const findLiveInviteLink = (
  db: TExecutor,
  merchantId: number,
  code: string,
): TInviteLink | undefined =>
  db
    .select()
    .from(inviteLinks)
    .where(
      and(
        eq(inviteLinks.merchantId, merchantId),
        eq(inviteLinks.code, code.trim().toUpperCase()),
        isNull(inviteLinks.deletedAt),
      ),
    )
    .get();

/** Counts a registration for the link it came by; in the registration's transaction. */
export const recordInviteRegistration = (
  tx: TExecutor,
  memberId: number,
  linkId: number,
  now: Date,
): void => {
  tx.insert(inviteRegistrations).values({ memberId, linkId, createdAt: now }).run();
};
