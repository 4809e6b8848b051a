/**
 * Secrets that have been written down in this repository (the old compose
 * default, e2e, bench and test configurations): anyone can read them, so
 * production refuses them.
 */
const PUBLISHED_SECRETS: readonly string[] = [
  'change-me-to-32-random-bytes-in-production',
  'e2e-secret-e2e-secret-e2e-secret-e2e',
  'bench-secret-bench-secret-bench-secret',
  'gateway-test-secret-0123456789abcdef',
];

/**
 * A random secret of 32 characters has many different ones (32 hex digits
 * have fewer than 8 about once in 28 million draws); a repeated word or
 * character has few.
 */
const MIN_DISTINCT_CHARACTERS = 8;

/** Why `secret` must not protect production sessions, or null when nothing is known against it. */
export const weakSecretProblem = (secret: string): string | null => {
  if (PUBLISHED_SECRETS.includes(secret)) return 'is a published placeholder; generate a random one';
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `has fewer than ${MIN_DISTINCT_CHARACTERS} different characters; generate a random one`;
  }
  return null;
};
