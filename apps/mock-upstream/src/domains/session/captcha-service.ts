import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
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

/** Checks an answer (case-insensitive) and uses the captcha up, right or wrong. */
export const consumeCaptcha = (db: TExecutor, captchaId: string, answer: string, now: Date): boolean => {
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
  return captcha !== undefined && captcha.text.toUpperCase() === answer.trim().toUpperCase();
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
