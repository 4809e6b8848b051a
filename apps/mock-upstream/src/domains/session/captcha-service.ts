import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { GEETEST_SECCODE_SUFFIX, SLIDE_CAPTCHA_STEPS } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { captchas } from '../../db/schema.js';
import { CAPTCHA_ALPHABET } from './bitmap-font.js';
import { renderCaptchaPng } from './captcha-image.js';

/** A captcha can be answered for five minutes, once. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;

const randomCaptchaText = (): string =>
  Array.from({ length: randomInt(4, 6) }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(
    '',
  );

/** Stores a fresh captcha and returns its id with the PNG as base64 (no `data:` prefix). */
export const issueCaptcha = (db: TExecutor, now: Date): { captchaId: string; imageBase64: string } => {
  const text = randomCaptchaText();
  const captchaId = randomBytes(16).toString('hex');
  db.insert(captchas).values({ id: captchaId, text, createdAt: now }).run();
  return { captchaId, imageBase64: renderCaptchaPng(text).toString('base64') };
};

/** Uses a captcha up, right or wrong: its text while it was still good, else null. */
const useUpCaptcha = (db: TExecutor, captchaId: string, now: Date): string | null => {
  const captcha = db
    .update(captchas)
    .set({ isUsed: true })
    .where(
      and(
        eq(captchas.id, captchaId),
        eq(captchas.isUsed, false),
        gt(captchas.createdAt, new Date(now.getTime() - CAPTCHA_LIFETIME_MS)),
      ),
    )
    .returning()
    .get();
  return captcha?.text ?? null;
};

/** Checks an answer (case-insensitive) and uses the captcha up, right or wrong. */
export const consumeCaptcha = (db: TExecutor, captchaId: string, answer: string, now: Date): boolean =>
  useUpCaptcha(db, captchaId, now)?.toUpperCase() === answer.trim().toUpperCase();

/** How far from the gap the slid piece may stop, in puzzle steps. */
export const SLIDE_TOLERANCE_STEPS = 4;
/** The gap never sits where the piece starts. */
const SLIDE_GAP_MIN = 20;

/** Stores a slide captcha (GEETEST3's stand-in): its challenge, and the gap the piece must reach. */
export const issueSlideCaptcha = (db: TExecutor, now: Date): { challenge: string; gap: number } => {
  const challenge = randomBytes(16).toString('hex');
  const gap = randomInt(SLIDE_GAP_MIN, SLIDE_CAPTCHA_STEPS - SLIDE_TOLERANCE_STEPS);
  db.insert(captchas)
    .values({ id: challenge, text: String(gap), createdAt: now })
    .run();
  return { challenge, gap };
};

/**
 * Checks GeeTest's result fields against a slide captcha and uses it up:
 * the validate is where the piece was left, the seccode that with GeeTest's suffix.
 */
export const consumeSlideCaptcha = (
  db: TExecutor,
  result: { challenge: string; validate: string; seccode: string },
  now: Date,
): boolean => {
  const gap = useUpCaptcha(db, result.challenge, now);
  const position = Number(result.validate);
  return (
    gap !== null &&
    /^\d+$/.test(result.validate) &&
    result.seccode === `${result.validate}${GEETEST_SECCODE_SUFFIX}` &&
    Math.abs(position - Number(gap)) <= SLIDE_TOLERANCE_STEPS
  );
};

/** The most recently issued captcha (QA reads its text to pass the check). */
export const latestCaptcha = (db: TExecutor): { captchaId: string; text: string } | null => {
  // rowid grows with each insert, so it orders captchas issued within the same millisecond too.
  const captcha = db
    .select()
    .from(captchas)
    .orderBy(sql`rowid desc`)
    .limit(1)
    .get();
  return captcha ? { captchaId: captcha.id, text: captcha.text } : null;
};
