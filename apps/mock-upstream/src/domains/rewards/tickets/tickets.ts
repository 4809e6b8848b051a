import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  toMajorUnits,
  type TTicketStatus,
  type ZWireTicketClaimedSchema,
  type ZWireTicketListQuerySchema,
  type ZWireTicketSchema,
} from '@site/contracts';
import { oncePerRequest } from '../../../core/money/money-request.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMember } from '../../../db/schema.js';
import { rewardTickets } from '../../../db/schema-rewards.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import { creditReward } from '../claims/reward-credit.js';
import { rewardErrors } from '../reward-errors.js';

type TTicket = typeof rewardTickets.$inferSelect;
type TWireTicket = z.input<typeof ZWireTicketSchema>;

/** An AVAILABLE ticket past its end shows (and acts) as EXPIRED. */
const statusAt = (ticket: TTicket, now: Date): TTicketStatus =>
  ticket.status === 'AVAILABLE' && ticket.expiresAt !== null && ticket.expiresAt <= now
    ? 'EXPIRED'
    : ticket.status;

const toWireTicket = (ticket: TTicket, language: string, now: Date): TWireTicket => ({
  transactionId: ticket.id,
  name: language === 'TY' ? ticket.nameTy : ticket.nameEn,
  amount: toMajorUnits(ticket.amountMinor),
  status: statusAt(ticket, now),
  createdAt: ticket.createdAt.getTime(),
  expiresAt: ticket.expiresAt?.getTime() ?? null,
  claimedAt: ticket.claimedAt?.getTime() ?? null,
});

/** `PROMOFE_getClaimTicketList`: the member's tickets of one status (`isAll=Y`: every status), newest first. */
export const ticketList = (
  db: TExecutor,
  memberId: number,
  query: z.output<typeof ZWireTicketListQuerySchema>,
  language: string,
  now: Date,
): TWireTicket[] =>
  db
    .select()
    .from(rewardTickets)
    .where(eq(rewardTickets.memberId, memberId))
    .orderBy(desc(rewardTickets.createdAt), desc(rewardTickets.id))
    .all()
    .filter((ticket) => query.isAll === 'Y' || statusAt(ticket, now) === query.status)
    .map((ticket) => toWireTicket(ticket, language, now));

const ticketNotFound = () => new WireError(404, 'ticket_not_found', 'No such ticket to claim');

/**
 * `PROMOFE_claimTicket`: the member's AVAILABLE ticket → CLAIMED, its amount
 * credited under `ticket:<id>`, once per requestId. Expired or not the
 * member's: 404 `ticket_not_found`; claimed: 409 `reward_already_claimed`.
 */
export const claimTicket = (
  context: TEventContext,
  member: TMember,
  request: { transactionId: string; requestId: string },
  language: string,
  now: Date,
): z.input<typeof ZWireTicketClaimedSchema> => {
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'ticket',
    fields: { transactionId: request.transactionId },
  };
  const claimed = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      assertUnrestricted(tx, member.id, now);
      const id = Number(request.transactionId);
      const ticket = Number.isSafeInteger(id)
        ? tx
            .select()
            .from(rewardTickets)
            .where(and(eq(rewardTickets.id, id), eq(rewardTickets.memberId, member.id)))
            .get()
        : undefined;
      if (!ticket) throw ticketNotFound();
      const status = statusAt(ticket, now);
      if (status === 'CLAIMED') throw rewardErrors.alreadyClaimed();
      if (status === 'EXPIRED') throw ticketNotFound();
      const taken = tx
        .update(rewardTickets)
        .set({ status: 'CLAIMED', claimedAt: now })
        .where(and(eq(rewardTickets.id, ticket.id), eq(rewardTickets.status, 'AVAILABLE')))
        .returning()
        .get();
      if (!taken) throw rewardErrors.alreadyClaimed();
      creditReward(tx, {
        memberId: member.id,
        amountMinor: taken.amountMinor,
        idempotencyKey: `ticket:${taken.id}`,
        remark: taken.nameEn,
        now,
      });
      return { ticket: toWireTicket(taken, language, now), amount: toMajorUnits(taken.amountMinor) };
    }),
  );
  publishBalance(context, member.id);
  return claimed;
};
