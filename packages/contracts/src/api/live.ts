import { z } from 'zod';
import { CHAT_TOPIC_CODE } from '../wire/live.js';

/** A topic the member opens a chat on (CBS_modelList). */
export const ZChatTopicSchema = z.object({ code: z.string(), name: z.string(), description: z.string() });
export type TChatTopic = z.infer<typeof ZChatTopicSchema>;
export const ZChatTopicsOutputSchema = z.object({ topics: z.array(ZChatTopicSchema) });

export const ZChatPermissionOutputSchema = z.object({ canChat: z.boolean() });

export const ZLaunchChatInputSchema = z.strictObject({ topic: z.string().regex(CHAT_TOPIC_CODE) });
/** The chat page, on the site's own origin (served behind the gateway's `/chat/*`). */
export const ZLaunchChatOutputSchema = z.object({ chatUrl: z.string() });

export const ZChatUnreadOutputSchema = z.object({ count: z.number().int().min(0) });

export const ZServiceScriptOutputSchema = z.object({ greeting: z.string(), lines: z.array(z.string()) });
export type TServiceScript = z.infer<typeof ZServiceScriptOutputSchema>;

/** The messenger link (https only), or null. */
export const ZImUrlOutputSchema = z.object({ url: z.string().nullable() });
