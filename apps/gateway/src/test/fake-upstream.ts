import type { z } from 'zod';
import type { TUpstreamClient, TUpstreamReply, TUpstreamRequest } from '../upstream/upstream-client.js';

type TRecordedCall = TUpstreamRequest & { payload?: unknown; isEncrypted: boolean };
type TScriptedReply = { value: unknown; cookies?: Record<string, string> } | Error;

/**
 * An upstream client answering from a script keyed by `METHOD /path`, for
 * procedure tests through `createCaller`; replies are still validated by the
 * caller's schema, as the real client does.
 */
/** A modulus-shaped hex string; free play only encrypts a random key with it. */
export const FAKE_RSA_MODULUS =
  'c4f1a3b5d7e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829' +
  '3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829';

export const fakeUpstream = (script: Record<string, TScriptedReply>, rsaModulusHex = FAKE_RSA_MODULUS) => {
  const calls: TRecordedCall[] = [];
  const answer = <TSchema extends z.ZodType>(
    call: TRecordedCall,
    schema: TSchema,
  ): TUpstreamReply<z.output<TSchema>> => {
    calls.push(call);
    const reply = script[`${call.method} ${call.path}`];
    if (!reply) throw new Error(`no scripted reply for ${call.method} ${call.path}`);
    if (reply instanceof Error) throw reply;
    return { value: schema.parse(reply.value), cookies: reply.cookies ?? {} };
  };
  const client: TUpstreamClient = {
    call: async (request, schema) => answer({ ...request, isEncrypted: false }, schema),
    callEncrypted: async (request, schema) => answer({ ...request, isEncrypted: true }, schema),
    fetchRsaModulus: async () => rsaModulusHex,
  };
  return { client, calls };
};
