import type { FastifyRequest } from 'fastify';
import { ENCRYPTION_HEADERS, ZWireEncryptedBodySchema } from '@site/contracts';
import { decryptPayload, generateRsaKeyPair, type TRsaKeyPair } from '@site/wire-crypto';
import { wireErrors } from './envelope.js';
import { readHeader } from './headers.js';

let processKeyPair: TRsaKeyPair | undefined;

/** The process's RSA key pair, made on first use: clients fetch its modulus before each enc call. */
export const rsaKeyPairOfProcess = (): TRsaKeyPair => (processKeyPair ??= generateRsaKeyPair());

/**
 * preValidation hook of enc calls (docs/upstream.md §2): body `{value: <DES base64>}`
 * with `Encryption`, `X-Digest` (the same base64) and `X-RSA` (our modulus).
 * The decrypted JSON replaces the body, so the route schema validates the
 * plain payload. Anything missing or undecryptable is 400 `request_body_required`.
 */
export async function decryptEncryptedBody(request: FastifyRequest): Promise<void> {
  const rsa = readHeader(request, ENCRYPTION_HEADERS.rsa);
  const digest = readHeader(request, ENCRYPTION_HEADERS.digest);
  const modulus = readHeader(request, ENCRYPTION_HEADERS.modulus);
  if (!rsa || !digest || !modulus) {
    throw wireErrors.requestBodyRequired('Encrypted calls need the Encryption, X-Digest and X-RSA headers');
  }
  const body = ZWireEncryptedBodySchema.safeParse(request.body);
  if (!body.success || body.data.value !== digest) {
    throw wireErrors.requestBodyRequired('The body must be {"value": <the X-Digest text>}');
  }
  const keyPair = request.server.rsaKeyPair;
  if (modulus.toLowerCase() !== keyPair.modulusHex.toLowerCase()) {
    throw wireErrors.requestBodyRequired('X-RSA is not the current key; fetch /wps/session/key/rsa again');
  }
  try {
    request.body = JSON.parse(decryptPayload({ rsa, des: body.data.value }, keyPair)) as unknown;
  } catch {
    throw wireErrors.requestBodyRequired('The body could not be decrypted');
  }
}
