import { and, desc, eq, inArray } from 'drizzle-orm';
import { parseProofImages, storeProofImages } from '../../../core/money/proof-images.js';
import type { TExecutor } from '../../../db/client.js';
import { transact } from '../../../db/client.js';
import { proofImages } from '../../../db/schema-money.js';
import { feedbacks } from '../../../db/schema-service.js';

export type TNewFeedback = {
  merchantId: number;
  memberId: number | null;
  content: string;
  images: readonly string[];
  language: string;
  ip: string;
};

/**
 * Stores a feedback and its pictures (png or jpeg by their bytes, at most
 * 5 MB each, at most three; anything else is 400 `invalid_proof_image`).
 */
export const storeFeedback = (db: TExecutor, feedback: TNewFeedback, now: Date): number => {
  const images = parseProofImages(feedback.images);
  return transact(db, (tx) => {
    const row = tx
      .insert(feedbacks)
      .values({
        merchantId: feedback.merchantId,
        memberId: feedback.memberId,
        content: feedback.content,
        language: feedback.language,
        ip: feedback.ip,
        createdAt: now,
      })
      .returning({ id: feedbacks.id })
      .get();
    storeProofImages(tx, { kind: 'feedback', id: row.id }, images, now);
    return row.id;
  });
};

export type TFeedbackView = {
  id: number;
  memberId: number | null;
  content: string;
  language: string;
  images: { mimeType: string; bytes: number }[];
  createdAt: string;
};

/** The newest feedback first, with the type and size of each picture (QA reads them). */
export const listFeedback = (db: TExecutor, merchantId: number, limit: number): TFeedbackView[] => {
  const rows = db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.merchantId, merchantId))
    .orderBy(desc(feedbacks.id))
    .limit(limit)
    .all();
  const images =
    rows.length === 0
      ? []
      : db
          .select()
          .from(proofImages)
          .where(
            and(
              eq(proofImages.ownerKind, 'feedback'),
              inArray(
                proofImages.ownerId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .all();
  return rows.map((row) => ({
    id: row.id,
    memberId: row.memberId,
    content: row.content,
    language: row.language,
    images: images
      .filter((image) => image.ownerId === row.id)
      .map((image) => ({ mimeType: image.mimeType, bytes: image.bytes.length })),
    createdAt: row.createdAt.toISOString(),
  }));
};
