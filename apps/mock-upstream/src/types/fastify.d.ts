import type { TAuditAction, TErrorKey } from '@site/contracts';
import type { TRsaKeyPair } from '@site/wire-crypto';
import type { TConfig } from '../config.js';
import type { TDatabase } from '../db/client.js';
import type { TMember, TMerchant, TSession } from '../db/schema.js';
import type { ChatHub } from '../domains/live/chat-hub.js';
import type { BeaconLog } from '../domains/system/beacons/beacon-log.js';
import type { EventBus } from '../events/event-bus.js';
import type { MockMetrics } from '../metrics/mock-metrics.js';
import type { ReplyDelays } from '../qa/reply-delays/reply-delays.js';

export type TAuthenticated = { session: TSession; member: TMember };

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    /** One RSA key pair per process, for the encrypted calls. */
    rsaKeyPair: TRsaKeyPair;
    /** Member events for the gateway's feed (balance, unread count, deposit and withdrawal status). */
    events: EventBus;
    /** Answers QA holds back (`POST /__qa/reply-delays`); empty unless QA asked. */
    replyDelays: ReplyDelays;
    /** Live-chat messages to the open chat pages and QA's support page (docs/decisions/0030-live-chat.md). */
    chat: ChatHub;
    /** The analytics beacons taken (`POST /wps/system/collect`), for QA. */
    beacons: BeaconLog;
    /** Prometheus series, served on MOCK_METRICS_PORT (server.ts). */
    metrics: MockMetrics;
  }

  interface FastifyRequest {
    /** Set by the merchant hook on every /wps route; other routes never read it. */
    merchant: TMerchant;
    /** Set by the token hooks: the live session and its member, or null for a guest. */
    auth: TAuthenticated | null;
  }

  interface FastifyContextConfig {
    /** The RSA-key call is answered without a `Merchant` header. */
    isMerchantOptional?: boolean;
    /** The errorCode a schema validation failure answers with (default `validation_failed`). */
    validationErrorCode?: TErrorKey;
    /** The call is an account change or money request: it leaves one audit event (src/audit/audit-hook.ts). */
    audit?: TAuditAction;
  }
}
