import type { z } from 'zod';
import { ZEnvelopeBaseSchema } from '@site/contracts';
import { UpstreamError } from './upstream-error.js';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isSuccessStatus = (status: number): boolean => status >= 200 && status < 300;

const parseValue = <TSchema extends z.ZodType>(
  { call, status }: { call: string; status: number },
  schema: TSchema,
  value: unknown,
): z.output<TSchema> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UpstreamError({ kind: 'bad-reply', call, status, cause: parsed.error });
  return parsed.data;
};

/**
 * Reads one upstream reply: the `{success, message, value, errorCode}`
 * envelope, a failure when the status is not 2xx or `success` is false, and
 * `value` validated by the caller's schema.
 */
export const parseEnvelopeReply = <TSchema extends z.ZodType>(
  reply: { call: string; status: number; bodyText: string },
  schema: TSchema,
): z.output<TSchema> => {
  const { call, status } = reply;
  // 204 carries no envelope at all (the analytics beacon, docs/upstream.md §1): its value is null.
  if (status === 204) return parseValue(reply, schema, null);
  const envelope = ZEnvelopeBaseSchema.safeParse(parseJson(reply.bodyText));
  if (!envelope.success) {
    // A failure status without our envelope (a proxy's HTML 502, a bare 401) is still that failure.
    if (!isSuccessStatus(status)) throw new UpstreamError({ kind: 'rejected', call, status });
    throw new UpstreamError({ kind: 'bad-reply', call, status, cause: envelope.error });
  }
  const { success, errorCode, value } = envelope.data;
  if (!success || !isSuccessStatus(status)) {
    throw new UpstreamError({ kind: 'rejected', call, status, errorCode, value });
  }
  return parseValue(reply, schema, value);
};
