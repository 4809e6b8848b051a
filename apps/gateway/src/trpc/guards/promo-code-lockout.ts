import { guardedByLockout } from './failure-lockout.js';
import { sessionMemberOf } from './rate-limited.js';

/** Wraps a promo-code claim with the member's PromoCodeLockout: only a code that does not exist is a miss. */
export const lockedOutAfterWrongCodes = guardedByLockout({
  lockoutOf: (guards) => guards.promoCodeLockout,
  // A member procedure always has a session; the IP is only the type's fallback.
  subjectOf: (input, ctx) => sessionMemberOf(input, ctx) ?? ctx.visitor.ip,
  failures: ['promo_code_invalid'],
  isClearedBySuccess: false,
});
