/**
 * The time as the gateway sees it. Sessions, rate limits, lockouts and SMS
 * quotas all read it from here, so tests can move time forward instead of
 * sleeping.
 */
export type TClock = { now(): number };

export const systemClock: TClock = { now: () => Date.now() };
