import { z } from 'zod';

/**
 * The live group: the member's chat with customer service (docs/upstream.md
 * "Live"), its greeting script and the messenger link. The chat itself is the
 * page `chatUrl` points to (docs/decisions/0030-live-chat.md).
 */
export const LIVE_PATHS = {
  /** The chat's topics (the "models" a conversation is opened on). Payload ours. */
  modelList: '/wps/relay/CBS_modelList',
  /** `{b2c:1, title, backUrl, language}` → `value.chatUrl`; `title` is the chosen topic's code (ours). */
  launchChat: '/wps/relay/CBS_launchChat',
  /** Support replies the member has not read yet. */
  unreadCount: '/wps/relay/CBS_unreadCount',
  /** Whether the member may chat (support can close the chat to an abusive member). */
  groupPermission: '/wps/relay/CBS_groupPermission',
  /** The chat's greeting and service notes, in the request's language. */
  customerServiceScript: '/wps/relay/WPSCORE_getCustomerServiceScript',
  /** The messenger (IM) link to customer service, naming the member when there is one. */
  imUrl: '/wps/relay/CSP_ImUrl',
} as const;

/** Topic codes: upper-case letters and underscores. */
export const CHAT_TOPIC_CODE = /^[A-Z][A-Z_]{1,31}$/;

export const ZWireChatTopicSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().default(''),
});
/** `value` of `GET CBS_modelList`. */
export const ZWireChatTopicListSchema = z.array(ZWireChatTopicSchema);

/** Query of `GET CBS_launchChat` (CN and TW travel as `CN`, docs/upstream.md). */
export const ZWireLaunchChatQuerySchema = z.object({
  b2c: z.literal('1'),
  title: z.string().regex(CHAT_TOPIC_CODE),
  backUrl: z.string().max(2048).default(''),
  language: z.string().min(2).max(8),
});
export type TWireLaunchChatQuery = z.input<typeof ZWireLaunchChatQuerySchema>;
/** `value` of `GET CBS_launchChat`: the chat page, root-relative on the mock. */
export const ZWireLaunchChatSchema = z.object({ chatUrl: z.string().min(1) });

/** `value` of `GET CBS_unreadCount`. */
export const ZWireChatUnreadSchema = z.coerce.number().int().min(0);

/** `value` of `GET CBS_groupPermission`. */
export const ZWireChatPermissionSchema = z.object({ canChat: z.boolean() });

/** `value` of `GET WPSCORE_getCustomerServiceScript`. */
export const ZWireServiceScriptSchema = z.object({
  greeting: z.string(),
  lines: z.array(z.string()).default([]),
});

/** `value` of `GET CSP_ImUrl`: null when the merchant has no messenger channel. */
export const ZWireImUrlSchema = z.object({ imUrl: z.string().nullable() });
