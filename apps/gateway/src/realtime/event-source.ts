import type { TMemberEvent } from '@site/contracts';

/** A member with a socket on this gateway, as the handshake found them. */
export type TWatchedMember = {
  memberId: string;
  /** The member's upstream token, for sources that ask the upstream on their behalf. */
  token: string;
  /** The upstream `Language` of those calls. */
  language: string;
  /** The address the socket came from, forwarded as `X-Forwarded-For`. */
  ip: string;
};

/** Where member events go: the socket server emits them to `member:<memberId>`. */
export type TMemberEventSink = (event: TMemberEvent) => void;

/**
 * Turns upstream changes into member events (docs/history/money-interfaces.md,
 * "Realtime"). Runs while the gateway listens; `watch` says a member is
 * connected here and returns the call that says they no longer are.
 */
export type TEventSource = {
  start(): Promise<void>;
  stop(): Promise<void>;
  watch(member: TWatchedMember): () => void;
};
