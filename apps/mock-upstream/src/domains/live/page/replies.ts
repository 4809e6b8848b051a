import type { TChatMessageView } from '../chat-store.js';

/** `GET /chat/api/messages`: the conversation as the member's page shows it. */
export type TChatStateReply = {
  topic: { code: string; name: string };
  canChat: boolean;
  messages: TChatMessageView[];
};

/** `POST /chat/api/messages`. */
export type TChatSentReply = { message: TChatMessageView };

/** `POST /chat/api/read`: the member's unread count after it. */
export type TChatReadReply = { unread: number };

/** A row of `GET /__qa/chat/conversations`. */
export type TQaConversation = {
  id: number;
  username: string;
  topic: string;
  unread: number;
  isClosed: boolean;
  lastMessageAt: number | null;
};

/** A failed call: the envelope's code. */
export type TChatErrorReply = { errorCode?: string; message?: string };
