import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceCovers, type TFace } from '../core/artwork/lettering.js';
import { announcements, merchants } from '../db/schema.js';
import { games, gameVendors } from '../db/schema-games.js';
import { pointRewards, rewardPromotions } from '../db/schema-rewards.js';
import { createInMemoryMock, type TInMemoryMock } from '../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

/** The texts the seeded pictures draw, with the face each is drawn in (the routes under static/). */
const drawnTexts = (): { face: TFace; text: string }[] => {
  const db = testApp.app.db;
  const display = (text: string) => ({ face: 'display' as const, text });
  const label = (text: string) => ({ face: 'label' as const, text });
  const labelBold = (text: string) => ({ face: 'label-bold' as const, text });
  return [
    ...db
      .select()
      .from(announcements)
      .all()
      .flatMap((item) => [display(item.title), label((item.promotionType ?? item.content).toUpperCase())]),
    ...db
      .select()
      .from(rewardPromotions)
      .all()
      .flatMap((item) => [display(item.titleEn), label(item.category.replace('_', ' ').toUpperCase())]),
    ...db
      .select()
      .from(pointRewards)
      .all()
      .flatMap((item) => [display(item.nameEn), label(item.type.toUpperCase())]),
    ...db
      .select()
      .from(merchants)
      .all()
      .map((item) => display(item.name)),
    ...db
      .select()
      .from(games)
      .all()
      .flatMap((item) => [
        labelBold(item.gameName),
        display(item.gameName),
        label(item.vassalage.toUpperCase()),
      ]),
    ...db
      .select()
      .from(gameVendors)
      .all()
      .flatMap((item) => [labelBold(item.vassalage), label(item.displayName)]),
  ];
};

describe('the letters of the seeded pictures', () => {
  it('are all in the faces that draw them, so no picture has a gap where a letter should be', () => {
    const texts = drawnTexts();
    expect(texts.length).toBeGreaterThan(100);
    const missing = texts.filter(({ face, text }) => !faceCovers(face, text));
    expect(missing).toEqual([]);
  });
});
