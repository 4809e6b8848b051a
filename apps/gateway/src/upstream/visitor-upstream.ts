import type { z } from 'zod';
import { CAPTCHA_COOKIE } from '@site/contracts';
import type { TSessionHandle } from '../session/cookie-session.js';
import { sendMoneyRequest } from './money-request.js';
import { isSessionGone } from './session-gone.js';
import type {
  THttpMethod,
  TUpstreamClient,
  TUpstreamReply,
  TUpstreamRequest,
  TVisitor,
} from './upstream-client.js';

type TCallOptions = {
  query?: Record<string, string | number | boolean>;
  /** A token other than the session's, e.g. the one a login just returned. */
  token?: string;
  /** Overrides the visitor's interface language for this call. */
  language?: string;
  /** Sends no token even if the session has one (login and register start a new session). */
  withoutToken?: boolean;
  headers?: Record<string, string>;
  /** The body carries a `requestId`: an unknown outcome is replayed, then `request_pending` (money-request.ts). */
  moneyRequest?: boolean;
};

type TBody = { body: unknown } | { form: Record<string, string> } | { text: string };

/**
 * The upstream as one request sees it: the visitor's IP and language, and
 * the session's token (and captcha binding) added to every call. When the
 * upstream says the session's own token is gone, the cookie is cleared, so
 * the browser and the gateway agree the visitor is logged out.
 */
export class VisitorUpstream {
  constructor(
    private readonly client: TUpstreamClient,
    private readonly visitor: TVisitor,
    private readonly session: TSessionHandle,
  ) {}

  async get<TSchema extends z.ZodType>(path: string, schema: TSchema, options: TCallOptions = {}) {
    return (await this.getWithCookies(path, schema, options)).value;
  }

  /** A GET whose reply cookies matter (the captcha binding). */
  async getWithCookies<TSchema extends z.ZodType>(
    path: string,
    schema: TSchema,
    options: TCallOptions = {},
  ): Promise<TUpstreamReply<z.output<TSchema>>> {
    return this.call({ ...this.base(options), method: 'GET', path, query: options.query }, schema);
  }

  async send<TSchema extends z.ZodType>(
    method: Exclude<THttpMethod, 'GET'>,
    path: string,
    body: unknown,
    schema: TSchema,
    options: TCallOptions = {},
  ): Promise<z.output<TSchema>> {
    const send = () => this.sendBody(method, path, { body }, schema, options);
    return (await (options.moneyRequest ? sendMoneyRequest(send) : send())).value;
  }

  /** A form-urlencoded call. */
  async sendForm<TSchema extends z.ZodType>(
    method: Exclude<THttpMethod, 'GET'>,
    path: string,
    form: Record<string, string>,
    schema: TSchema,
    options: TCallOptions = {},
  ): Promise<z.output<TSchema>> {
    return (await this.sendBody(method, path, { form }, schema, options)).value;
  }

  /** A text/plain call (the analytics beacon). */
  async sendText<TSchema extends z.ZodType>(
    path: string,
    text: string,
    schema: TSchema,
    options: TCallOptions = {},
  ): Promise<z.output<TSchema>> {
    return (await this.sendBody('POST', path, { text }, schema, options)).value;
  }

  /** An enc call; carries the captcha binding, which the upstream checks on login and register. */
  async sendEncrypted<TSchema extends z.ZodType>(
    method: Exclude<THttpMethod, 'GET'>,
    path: string,
    payload: unknown,
    schema: TSchema,
    options: TCallOptions = {},
  ): Promise<z.output<TSchema>> {
    const captchaId = this.session.current?.captchaId;
    const base = this.base(options);
    const send = () =>
      this.whileWatchingSession(base.token, () =>
        this.client.callEncrypted(
          {
            ...base,
            method,
            path,
            payload,
            ...(captchaId ? { cookies: { [CAPTCHA_COOKIE]: captchaId } } : {}),
          },
          schema,
        ),
      );
    return (await (options.moneyRequest ? sendMoneyRequest(send) : send())).value;
  }

  /** The upstream's RSA modulus (hex), for calls that encrypt a key themselves (free play). */
  async rsaModulus(): Promise<string> {
    return this.client.fetchRsaModulus(this.visitor);
  }

  private async sendBody<TSchema extends z.ZodType>(
    method: Exclude<THttpMethod, 'GET'>,
    path: string,
    body: TBody,
    schema: TSchema,
    options: TCallOptions,
  ): Promise<TUpstreamReply<z.output<TSchema>>> {
    return this.call({ ...this.base(options), method, path, query: options.query, ...body }, schema);
  }

  private async call<TSchema extends z.ZodType>(
    request: TUpstreamRequest,
    schema: TSchema,
  ): Promise<TUpstreamReply<z.output<TSchema>>> {
    return this.whileWatchingSession(request.token, () => this.client.call(request, schema));
  }

  /** A call made with the session's own token that finds it gone ends the session here too. */
  private async whileWatchingSession<T>(token: string | undefined, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const isSessionToken = token !== undefined && token === this.session.current?.token;
      if (isSessionToken && isSessionGone(error)) this.session.clear();
      throw error;
    }
  }

  private base(options: TCallOptions) {
    return {
      visitor: options.language ? { ...this.visitor, language: options.language } : this.visitor,
      token: options.withoutToken ? undefined : (options.token ?? this.session.current?.token),
      ...(options.headers ? { headers: options.headers } : {}),
    };
  }
}
