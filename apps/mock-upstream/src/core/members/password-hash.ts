import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm` is a const enum, which isolatedModules cannot read: 2 is Argon2id. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

/** False for a wrong password and for a malformed stored hash alike. */
export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * The hash of an account that has no password (free play, social sign-in):
 * it is not an argon2 string, so no password ever verifies against it.
 */
export const NO_PASSWORD_HASH = '!';
