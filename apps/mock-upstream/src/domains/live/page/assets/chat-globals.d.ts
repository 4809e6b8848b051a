/** The global chat-common.js defines for the page scripts after it. */
import type { TChatMessageView } from '../../chat-store.js';

type TMessageList = {
  add(message: TChatMessageView): boolean;
  clear(): void;
  newestId(): number;
};

declare global {
  interface Window {
    ChatCommon: {
      messageList(
        list: HTMLElement,
        options: { ownSender: 'member' | 'support'; nameOf: (message: TChatMessageView) => string },
      ): TMessageList;
      request(path: string, init?: RequestInit): Promise<unknown>;
    };
  }
}
