import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** The two ways the web client asks for a query without input: as a batch of one, or alone. */
export const QUERY_FORMS = { batch: `?batch=1&input=${encodeURIComponent('{}')}`, single: '' };
/** The encodings a browser may accept; null asks for none. */
export const ENCODINGS = ['br', 'gzip', null] as const;

const COMPARED_HEADERS = [
  'content-type',
  'content-encoding',
  'vary',
  'cache-control',
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
];

/** An answer's JSON, whatever it was compressed with. */
export const decoded = (response: LightMyRequestResponse): unknown => {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString());
};

/** The headers two paths to one procedure must agree on. */
export const headersOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers[name]]));
