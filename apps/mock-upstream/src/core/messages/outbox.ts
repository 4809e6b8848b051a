import { and, desc, eq } from 'drizzle-orm';
import { normaliseInternationalNumber } from '@site/contracts/phone';
import type { TExecutor } from '../../db/client.js';
import {
  type OUTBOX_CHANNELS,
  type OUTBOX_PURPOSES,
  outboxMessages,
  type TOutboxMessage,
} from '../../db/schema.js';

export type TOutgoingMessage = {
  merchantId: number;
  channel: (typeof OUTBOX_CHANNELS)[number];
  /** An SMS address (see `smsAddress`) or an email address. */
  to: string;
  purpose: (typeof OUTBOX_PURPOSES)[number];
  code?: string | null;
  body: string;
};

/** The QA API's view of a message: `code` only when the message carries one. */
export type TOutboxEntry = {
  id: number;
  channel: TOutboxMessage['channel'];
  to: string;
  purpose: TOutboxMessage['purpose'];
  code?: string;
  body: string;
  createdAt: string;
};

/**
 * Recipients compare as stored: emails lower-case, numbers as their E.164
 * digits (`+63 0917…` and `63917…` both find `63917…`).
 */
export const normaliseRecipient = (to: string): string => {
  if (to.includes('@')) return to.trim().toLowerCase();
  return (normaliseInternationalNumber(to) ?? to).replace(/\D/g, '');
};

/** "Sends" an SMS or email: the mock's only delivery is this table. */
export const sendMessage = (db: TExecutor, message: TOutgoingMessage, now: Date): void => {
  db.insert(outboxMessages)
    .values({
      merchantId: message.merchantId,
      channel: message.channel,
      recipient: normaliseRecipient(message.to),
      purpose: message.purpose,
      code: message.code ?? null,
      body: message.body,
      createdAt: now,
    })
    .run();
};

/** What QA can read back, newest first; `to` narrows it to one number or address. */
export const listOutbox = (
  db: TExecutor,
  merchantId: number,
  to: string | undefined,
  limit: number,
): TOutboxEntry[] =>
  db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.merchantId, merchantId),
        to === undefined ? undefined : eq(outboxMessages.recipient, normaliseRecipient(to)),
      ),
    )
    // The id grows with each insert, so messages of one millisecond keep their order too.
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
    .all()
    .map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      purpose: row.purpose,
      ...(row.code === null ? {} : { code: row.code }),
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
