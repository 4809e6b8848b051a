/** Whole seconds until a counter frees up; never 0, so "try again in 0 seconds" is never said. */
export const retryAfterSeconds = (expiresInMs: number): number => Math.max(1, Math.ceil(expiresInMs / 1000));
