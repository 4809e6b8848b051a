import type { z } from 'zod';
import {
  SESSION_PATHS,
  ZLoginOutputSchema,
  ZNoInputSchema,
  type ZWireFreePlayRequestSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { generateSessionKey, rsaEncryptKey } from '@site/wire-crypto';
import { rateLimited } from '../../guards/rate-limited.js';
import { startMemberSession } from '../../login/start-member-session.js';
import { publicProcedure } from '../../procedures.js';
import { operatingSystemOf } from './mappers/operating-system.js';

/** The desktop client's protocol version, sent both in the body and as a header (docs/upstream.md §1, §3). */
const GATEWAY_VERSION = 3;

/**
 * A trial session (FREEPLAY3): the upstream creates a fresh trial member.
 * Its `Encryption` field is the RSA encryption of a random key under the
 * upstream's modulus, as the desktop client sends it. Each call creates a
 * member, so it counts against the registration limit of the IP.
 */
export const freePlay = publicProcedure
  .input(ZNoInputSchema)
  .use(rateLimited('register', () => null))
  .output(ZLoginOutputSchema)
  .mutation(async ({ ctx }) => {
    const modulusHex = await ctx.wire.rsaModulus();
    const request: z.input<typeof ZWireFreePlayRequestSchema> = {
      os: operatingSystemOf(ctx.userAgent),
      platform: 'W',
      Encryption: rsaEncryptKey(modulusHex, generateSessionKey()),
      'X-Gateway-Version': GATEWAY_VERSION,
    };
    const login = await ctx.wire.send('POST', SESSION_PATHS.freePlay, request, ZWireLoginValueSchema, {
      withoutToken: true,
      headers: { 'X-Gateway-Version': String(GATEWAY_VERSION) },
    });
    return startMemberSession(ctx, login, { remember: false, portal: 'member', credential: 'trial' });
  });
