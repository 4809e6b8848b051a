import { describe, expect, it } from 'vitest';
import { ZWireLayoutPromotionsSchema, ZWirePromoAnnouncementsSchema } from '@site/contracts';
import { toLayoutPromotion, toPromotionAnnouncement } from './promotion-announcement.js';

describe('toPromotionAnnouncement', () => {
  it('sanitises the HTML and drops a picture not over http(s)', () => {
    const [wire] = ZWirePromoAnnouncementsSchema.parse([
      {
        id: 7,
        title: 'Reload',
        imageUrl: 'javascript:alert(1)',
        content: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x">go</a>',
        categoryId: 2,
        startDate: '1700000000000',
      },
    ]);
    expect(toPromotionAnnouncement(wire!)).toEqual({
      id: '7',
      title: 'Reload',
      imageUrl: null,
      contentHtml: '<p>Hi</p><a target="_blank" rel="noopener noreferrer">go</a>',
      categoryId: '2',
      startDate: 1_700_000_000_000,
      endDate: null,
    });
  });
});

describe('toLayoutPromotion', () => {
  it("names the promotion by its announcement's id and keeps a relative picture", () => {
    const [wire] = ZWireLayoutPromotionsSchema.parse([
      { announcementId: 3, title: 'Welcome', imageUrl: '/static/promotions/3.svg', startDate: 1, endDate: 2 },
    ]);
    expect(toLayoutPromotion(wire!)).toEqual({
      id: '3',
      title: 'Welcome',
      imageUrl: '/static/promotions/3.svg',
      startDate: 1,
      endDate: 2,
    });
  });
});
