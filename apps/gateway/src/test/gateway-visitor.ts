import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TGatewayErrorShape } from '../trpc/error-shape.js';
import { TEST_ORIGIN } from './test-config.js';

export type TCallResult<T = unknown> = {
  status: number;
  data?: T;
  error?: TGatewayErrorShape;
  /** The raw Set-Cookie headers of the response. */
  setCookies: string[];
  headers: LightMyRequestResponse['headers'];
};

type TVisitorOptions = { origin?: string | null; ip?: string; language?: string };

const setCookieHeaders = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
};

const isExpiry = (attributes: string[]): boolean =>
  attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });

/**
 * A browser as far as the gateway can tell: keeps its cookies, sends its
 * Origin on mutations, and calls tRPC procedures the way the tRPC client
 * does (GET with `?input=` for queries, a JSON POST for mutations).
 */
export class GatewayVisitor {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: TVisitorOptions = {},
  ) {}

  async query<T = unknown>(path: string, input?: unknown): Promise<TCallResult<T>> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.send<T>('GET', `/trpc/${path}${search}`);
  }

  async mutate<T = unknown>(path: string, input?: unknown): Promise<TCallResult<T>> {
    return this.send<T>('POST', `/trpc/${path}`, input === undefined ? undefined : JSON.stringify(input));
  }

  /** A raw request to the gateway with this visitor's cookies, IP and language. */
  async send<T>(method: 'GET' | 'POST', url: string, payload?: string, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.options.ip ?? '127.0.0.1',
      headers: { ...this.defaultHeaders(method), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    const setCookies = setCookieHeaders(response);
    this.remember(setCookies);
    const body = response.body
      ? (JSON.parse(response.body) as { result?: { data?: T }; error?: TGatewayErrorShape })
      : {};
    return {
      status: response.statusCode,
      data: body.result?.data,
      error: body.error,
      setCookies,
      headers: response.headers,
    } satisfies TCallResult<T>;
  }

  private defaultHeaders(method: string): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.options.language) headers['x-language'] = this.options.language;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      const origin = this.options.origin === undefined ? TEST_ORIGIN : this.options.origin;
      if (origin) headers['origin'] = origin;
    }
    return headers;
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (isExpiry(attributes) || pair.slice(at + 1) === '') this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}
