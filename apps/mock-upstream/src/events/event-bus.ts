import { EventEmitter } from 'node:events';
import type { TWireFeedEvent } from '@site/contracts';

/**
 * The mock's in-process event bus: domains publish member events (balance,
 * unread count, deposit and withdrawal status) after their transaction
 * commits; the feed route streams them to subscribed gateways. Events are not
 * stored: a gateway that reconnects reads current state again.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per connected gateway feed; more than ten is fine.
    this.emitter.setMaxListeners(0);
  }

  publish(event: TWireFeedEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: TWireFeedEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
