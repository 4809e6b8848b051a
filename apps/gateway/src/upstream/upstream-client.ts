import { setTimeout as delay } from 'node:timers/promises';
import { Pool } from 'undici';
import type { z } from 'zod';
import { SESSION_PATHS } from '@site/contracts';
import { encryptPayload, generateSessionKey } from '@site/wire-crypto';
import type { GatewayMetrics, TUpstreamOutcome } from '../metrics/gateway-metrics.js';
import { parseEnvelopeReply } from './envelope.js';
import type { UpstreamBreaker } from './upstream-breaker.js';
import { isTransientFailure, UpstreamError } from './upstream-error.js';
import { cookieHeader, readSetCookies } from './wire-cookies.js';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who the call is made for: forwarded as `X-Forwarded-For` and `Language`,
 * and the gateway request it serves as `X-Request-Id` (the audit trail's link).
 */
export type TVisitor = { ip: string; language: string; requestId?: string };

export type TUpstreamRequest = {
  method: THttpMethod;
  path: string;
  visitor: TVisitor;
  query?: Record<string, string | number | boolean>;
  /** JSON body of POST/PUT/DELETE; GET payloads go in `query`. */
  body?: unknown;
  /** A form-urlencoded body instead of JSON (the upstream's "forgot password by email" wants one). */
  form?: Record<string, string>;
  /** A text/plain body instead of JSON (the analytics beacon, sent as a browser's sendBeacon sends it). */
  text?: string;
  /** The bare upstream token; sent as `Authorization` when present. */
  token?: string | undefined;
  /** Cookies the upstream binds state to, e.g. the captcha id. */
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
};

export type TUpstreamReply<T> = {
  value: T;
  /** Cookies the upstream set on this reply, name → value. */
  cookies: Record<string, string>;
};

export type TUpstreamClientOptions = {
  baseUrl: string;
  merchant: string;
  timeoutMs: number;
  /** Keep-alive connections to the upstream. */
  connections?: number;
  /** Draws the DES session key of an enc call; tests fix it to replay reference vectors. */
  drawSessionKey?: () => string;
  /** Refuses exchanges while the upstream is down (upstream-breaker.ts); without one, all are sent. */
  breaker?: UpstreamBreaker;
  /** Times each call by name and outcome. */
  metrics?: Pick<GatewayMetrics, 'timeUpstreamCall'>;
};

type TExchange = { status: number; bodyText: string; cookies: Record<string, string> };

const RETRY_DELAY_MS = 100;
const MODULUS_PATTERN = /^[0-9a-fA-F]{16,}$/;

/** How a call ended, for its metric. */
const outcomeOf = (error: unknown): TUpstreamOutcome =>
  error instanceof UpstreamError ? error.kind : 'bad-reply';

/**
 * Speaks the upstream's wire protocol (docs/upstream.md §1–2): one keep-alive
 * pool, the Merchant/Language/Device/Authorization/X-Forwarded-For/X-Request-Id
 * headers, a per-request timeout, one retry for idempotent reads, the reply
 * envelope and the encrypted envelope of enc calls; every exchange passes the
 * circuit breaker, every call is timed.
 */
export class UpstreamClient {
  /** The undici pool every call goes through; exposed for wire-level tests. */
  readonly transport: Pool;
  private readonly basePath: string;
  private readonly merchant: string;
  private readonly timeoutMs: number;
  private readonly drawSessionKey: () => string;
  private readonly breaker: UpstreamBreaker | undefined;
  private readonly metrics: TUpstreamClientOptions['metrics'];

  constructor(options: TUpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.merchant = options.merchant;
    this.timeoutMs = options.timeoutMs;
    this.drawSessionKey = options.drawSessionKey ?? generateSessionKey;
    this.breaker = options.breaker;
    this.metrics = options.metrics;
    this.transport = new Pool(url.origin, {
      connections: options.connections ?? 128,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      connect: { timeout: options.timeoutMs },
    });
  }

  /** One call; the reply's `value` is validated by `schema`. */
  async call<TSchema extends z.ZodType>(
    request: TUpstreamRequest,
    schema: TSchema,
  ): Promise<TUpstreamReply<z.output<TSchema>>> {
    const callName = `${request.method} ${request.path}`;
    return this.timed(callName, () =>
      this.withReadRetry(request.method, async () => {
        const exchange = await this.exchange(request);
        // Parsed inside the retry so that a 502–504 from a proxy in front of the upstream is retried too.
        const value = parseEnvelopeReply({ call: callName, ...exchange }, schema);
        return { value, cookies: exchange.cookies };
      }),
    );
  }

  /**
   * An enc call (docs/upstream.md §2): fetch the RSA modulus, DES-encrypt the
   * payload under a fresh key, RSA-encrypt the key, and send
   * `{value: des}` with the `Encryption`, `X-Digest` and `X-RSA` headers.
   */
  async callEncrypted<TSchema extends z.ZodType>(
    request: Omit<TUpstreamRequest, 'body' | 'form' | 'query'> & { payload: unknown },
    schema: TSchema,
  ): Promise<TUpstreamReply<z.output<TSchema>>> {
    const { payload, ...rest } = request;
    const modulusHex = await this.fetchRsaModulus(request.visitor);
    const encrypted = encryptPayload(modulusHex, payload, this.drawSessionKey());
    return this.call(
      {
        ...rest,
        body: { value: encrypted.des },
        headers: {
          ...request.headers,
          Encryption: encrypted.rsa,
          'X-Digest': encrypted.des,
          'X-RSA': modulusHex,
        },
      },
      schema,
    );
  }

  /** The RSA modulus as hex: plain text, not the envelope, and never cached by intermediaries. */
  async fetchRsaModulus(visitor: TVisitor): Promise<string> {
    const call = `GET ${SESSION_PATHS.rsaKey}`;
    return this.timed(call, () =>
      this.withReadRetry('GET', async () => {
        const exchange = await this.exchange({
          method: 'GET',
          path: SESSION_PATHS.rsaKey,
          visitor,
          query: { t: Date.now() },
          headers: { 'Cache-Control': 'no-cache', Accept: 'text/plain' },
        });
        if (exchange.status < 200 || exchange.status >= 300) {
          throw new UpstreamError({ kind: 'rejected', call, status: exchange.status });
        }
        const modulusHex = exchange.bodyText.trim();
        if (!MODULUS_PATTERN.test(modulusHex))
          throw new UpstreamError({ kind: 'bad-reply', call, status: exchange.status });
        return modulusHex;
      }),
    );
  }

  async close(): Promise<void> {
    this.breaker?.stop();
    await this.transport.close();
  }

  private async timed<T>(call: string, run: () => Promise<T>): Promise<T> {
    const end = this.metrics?.timeUpstreamCall(call);
    try {
      const result = await run();
      end?.('ok');
      return result;
    } catch (error) {
      end?.(outcomeOf(error));
      throw error;
    }
  }

  private async withReadRetry<T>(method: THttpMethod, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      // Exactly one retry, and only for reads: a write may already have taken effect.
      if (method !== 'GET' || !(error instanceof UpstreamError) || !isTransientFailure(error)) throw error;
      await delay(RETRY_DELAY_MS);
      return attempt();
    }
  }

  /** One HTTP exchange, through the breaker when there is one. */
  private async exchange(request: TUpstreamRequest): Promise<TExchange> {
    if (!this.breaker) return this.send(request);
    return this.breaker.send(`${request.method} ${request.path}`, () => this.send(request));
  }

  private async send(request: TUpstreamRequest): Promise<TExchange> {
    const call = `${request.method} ${request.path}`;
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await this.transport.request({
        method: request.method,
        path: this.pathWithQuery(request),
        headers: this.headersFor(request),
        body: this.bodyOf(request),
        signal,
      });
      // Read the whole body under the same deadline: a stalled body is a timeout too.
      const bodyText = await response.body.text();
      return {
        status: response.statusCode,
        bodyText,
        cookies: readSetCookies(response.headers['set-cookie']),
      };
    } catch (cause) {
      throw new UpstreamError({ kind: signal.aborted ? 'timeout' : 'network', call, cause });
    }
  }

  private bodyOf(request: TUpstreamRequest): string | null {
    if (request.form) return new URLSearchParams(request.form).toString();
    if (request.text !== undefined) return request.text;
    return request.body === undefined ? null : JSON.stringify(request.body);
  }

  private pathWithQuery(request: TUpstreamRequest): string {
    const path = `${this.basePath}${request.path}`;
    if (!request.query) return path;
    const search = new URLSearchParams(
      Object.entries(request.query).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    return search ? `${path}?${search}` : path;
  }

  private headersFor(request: TUpstreamRequest): Record<string, string> {
    const headers: Record<string, string> = {
      // Exactly once: the upstream rejects a duplicated Merchant with function.not.available.
      Merchant: this.merchant,
      Language: request.visitor.language,
      Device: 'web',
      Accept: 'application/json',
      'X-Forwarded-For': request.visitor.ip,
      ...(request.visitor.requestId ? { 'X-Request-Id': request.visitor.requestId } : {}),
      ...request.headers,
    };
    if (request.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (request.text !== undefined) headers['Content-Type'] = 'text/plain;charset=UTF-8';
    else if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.token) headers['Authorization'] = request.token;
    const cookie = request.cookies ? cookieHeader(request.cookies) : '';
    if (cookie) headers['Cookie'] = cookie;
    return headers;
  }
}

/** What request-scoped code needs of the client; lets tests substitute the wire. */
export type TUpstreamClient = Pick<UpstreamClient, 'call' | 'callEncrypted' | 'fetchRsaModulus'>;
