import type { z } from 'zod';
import type { TInboxMessage, ZWireInboxMessageSchema } from '@site/contracts';

export const toInboxMessage = (wire: z.output<typeof ZWireInboxMessageSchema>): TInboxMessage => ({
  id: wire.id,
  type: wire.type,
  title: wire.title,
  content: wire.content,
  isRead: wire.isRead,
  createdAt: wire.createdAt,
});
