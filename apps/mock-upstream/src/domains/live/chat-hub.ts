import { EventEmitter } from 'node:events';
import type { TChatMessageView } from './chat-store.js';

/** A message as the hub hands it out: whose conversation, of which merchant. */
export type TChatHubMessage = { merchantId: number; conversationId: number; message: TChatMessageView };

/**
 * The live chat's in-process fan-out: a stored message is handed to the
 * streams of its conversation's chat pages and to QA's support page. The
 * messages themselves are in SQLite; a stream that reconnects reads what it
 * missed from there (Last-Event-ID), so nothing here needs to be kept.
 */
export class ChatHub {
  private readonly emitter = new EventEmitter();
  private readonly endings = new Set<() => void>();

  constructor() {
    // One listener per open chat page or QA page.
    this.emitter.setMaxListeners(0);
  }

  publish(message: TChatHubMessage): void {
    this.emitter.emit('message', message);
  }

  /** Messages from now on; `onEnd` when the server closes. Returns the call that stops them. */
  subscribe(onMessage: (message: TChatHubMessage) => void, onEnd: () => void): () => void {
    this.emitter.on('message', onMessage);
    this.endings.add(onEnd);
    return () => {
      this.emitter.off('message', onMessage);
      this.endings.delete(onEnd);
    };
  }

  /** Ends every open stream (before the server closes, which would otherwise wait for them). */
  endSubscriptions(): void {
    for (const end of [...this.endings]) end();
    this.endings.clear();
    this.emitter.removeAllListeners('message');
  }
}
