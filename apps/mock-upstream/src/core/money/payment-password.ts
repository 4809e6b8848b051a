import { eq } from 'drizzle-orm';
import { CASHIER_LIMITS, VALIDATION } from '@site/contracts';
import type { TDatabase, TExecutor } from '../../db/client.js';
import type { TMember } from '../../db/schema.js';
import { paymentPasswords } from '../../db/schema-money.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { hashPassword, verifyPassword } from '../members/password-hash.js';
import { earlierResult, oncePerRequest } from './money-request.js';

const PAYMENT_PASSWORD_PATTERN = new RegExp(`^\\d{${CASHIER_LIMITS.paymentPasswordLength}}$`);
const LOCK_MS = CASHIER_LIMITS.paymentPasswordLockMinutes * 60 * 1000;

type TNewPaymentPassword = { paymentPassword: string; confirmPaymentPassword: string };

const findPaymentPassword = (db: TExecutor, memberId: number) =>
  db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId)).get();

export const hasPaymentPassword = (db: TExecutor, memberId: number): boolean =>
  findPaymentPassword(db, memberId) !== undefined;

/** Six digits, typed twice alike. */
const assertNewPaymentPassword = ({ paymentPassword, confirmPaymentPassword }: TNewPaymentPassword) => {
  if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) {
    throw wireErrors.validationFailed({ paymentPassword: VALIDATION.paymentPasswordFormat });
  }
  if (paymentPassword !== confirmPaymentPassword) {
    throw wireErrors.validationFailed({ confirmPaymentPassword: VALIDATION.passwordsDiffer });
  }
};

/** Stores a payment password's hash; a reset or change also clears failures and any lock. */
export const savePaymentPasswordHash = (db: TExecutor, memberId: number, passwordHash: string, now: Date) => {
  const fresh = { passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now };
  db.insert(paymentPasswords)
    .values({ memberId, ...fresh })
    .onConflictDoUpdate({ target: paymentPasswords.memberId, set: fresh })
    .run();
};

/**
 * Checks a payment password before money leaves: not set is 400
 * `payment_password_not_set`; a lock is 429 `payment_password_locked`; a
 * wrong one is 400 `payment_password_incorrect` and counts, the fifth in a
 * row locks it for 15 minutes (answered as the lock); a right one clears the count.
 */
export const verifyPaymentPassword = async (
  db: TDatabase,
  memberId: number,
  password: string,
  now: Date,
): Promise<void> => {
  const stored = findPaymentPassword(db, memberId);
  if (!stored) throw new WireError(400, 'payment_password_not_set', 'Set a payment password first');
  const lockedError = (until: Date) =>
    new WireError(429, 'payment_password_locked', 'Too many wrong payment passwords; try again later', {
      retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
    });
  if (stored.lockedUntil && stored.lockedUntil > now) throw lockedError(stored.lockedUntil);
  if (await verifyPassword(stored.passwordHash, password)) {
    if (stored.failedAttempts > 0 || stored.lockedUntil) {
      db.update(paymentPasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(paymentPasswords.memberId, memberId))
        .run();
    }
    return;
  }
  const failedAttempts = stored.failedAttempts + 1;
  const isLocking = failedAttempts >= CASHIER_LIMITS.paymentPasswordAttempts;
  const lockedUntil = isLocking ? new Date(now.getTime() + LOCK_MS) : null;
  db.update(paymentPasswords)
    .set({ failedAttempts: isLocking ? 0 : failedAttempts, lockedUntil })
    .where(eq(paymentPasswords.memberId, memberId))
    .run();
  if (lockedUntil) throw lockedError(lockedUntil);
  throw new WireError(400, 'payment_password_incorrect', 'The payment password is not correct');
};

/**
 * Saves a new payment password once per requestId. A replay is answered
 * before any password is checked: after the first run the old one no longer
 * matches, and a replay must neither fail nor count as a wrong try. No
 * password is kept in the request's fingerprint.
 */
const savePaymentPasswordOnce = async (
  db: TDatabase,
  memberId: number,
  request: { kind: string; requestId: string; paymentPassword: string },
  check: () => Promise<void>,
  now: Date,
): Promise<void> => {
  const once = { memberId, requestId: request.requestId, kind: request.kind, fields: {} };
  if (earlierResult(db, once)) return;
  await check();
  const passwordHash = await hashPassword(request.paymentPassword);
  db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      savePaymentPasswordHash(tx, memberId, passwordHash, now);
      return true;
    }),
  );
};

/**
 * `POST /wps/member/paymentPassword`: the first one needs no proof; a change
 * needs the current one (`payment_password_exists` 409 without it, checked
 * and counted as at withdrawal). Once per requestId.
 */
export const setPaymentPassword = async (
  db: TDatabase,
  memberId: number,
  input: TNewPaymentPassword & { oldPaymentPassword?: string | undefined; requestId: string },
  now: Date,
): Promise<void> => {
  assertNewPaymentPassword(input);
  await savePaymentPasswordOnce(
    db,
    memberId,
    { ...input, kind: 'payment_password' },
    async () => {
      if (!hasPaymentPassword(db, memberId)) return;
      if (!input.oldPaymentPassword) {
        throw new WireError(
          409,
          'payment_password_exists',
          'A payment password exists; give the current one',
        );
      }
      await verifyPaymentPassword(db, memberId, input.oldPaymentPassword, now);
    },
    now,
  );
};

/**
 * `POST /wps/member/paymentPassword/reset`: a forgotten one, proven with the
 * login password (`error_password`). Once per requestId.
 */
export const resetPaymentPassword = async (
  db: TDatabase,
  member: TMember,
  input: TNewPaymentPassword & { loginPassword: string; requestId: string },
  now: Date,
): Promise<void> => {
  assertNewPaymentPassword(input);
  await savePaymentPasswordOnce(
    db,
    member.id,
    { ...input, kind: 'payment_password_reset' },
    async () => {
      if (!(await verifyPassword(member.passwordHash, input.loginPassword))) {
        throw new WireError(400, 'error_password', 'The login password is not correct');
      }
    },
    now,
  );
};
