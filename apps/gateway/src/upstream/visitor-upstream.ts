import type { z } from 'zod';
import { CAPTCHA_COOKIE } from '@site/contracts';
import type { TSessionHandle } from '../session/cookie-session.js';
import type { THttpMethod, TUpstreamClient, TUpstreamReply, TVisitor } from './upstream-client.js';

type TCallOptions = {
  query?: Record<string, string | number | boolean>;
  /** A token other than the session's, e.g. the one a login just returned. */
  token?: string;
  /** Overrides the visitor's interface language for this call. */
  language?: string;
  /** Sends no token even if the session has one (login and register start a new session). */
  withoutToken?: boolean;
};

/**
 * The upstream as one request sees it: the visitor's IP and language, and
 * the session's token (and captcha binding) added to every call.
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
    return this.client.call({ ...this.base(options), method: 'GET', path, query: options.query }, schema);
  }

  async send<TSchema extends z.ZodType>(
    method: Exclude<THttpMethod, 'GET'>,
    path: string,
    body: unknown,
    schema: TSchema,
    options: TCallOptions = {},
  ): Promise<z.output<TSchema>> {
    const reply = await this.client.call(
      { ...this.base(options), method, path, body, query: options.query },
      schema,
    );
    return reply.value;
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
    const reply = await this.client.callEncrypted(
      {
        ...this.base(options),
        method,
        path,
        payload,
        ...(captchaId ? { cookies: { [CAPTCHA_COOKIE]: captchaId } } : {}),
      },
      schema,
    );
    return reply.value;
  }

  private base(options: TCallOptions) {
    return {
      visitor: options.language ? { ...this.visitor, language: options.language } : this.visitor,
      token: options.withoutToken ? undefined : (options.token ?? this.session.current?.token),
    };
  }
}
