import { describe, expect, it } from 'vitest';
import { ZWireAnnouncementSchema } from '@site/contracts';
import { toPromotion } from './promotions.js';

describe('toPromotion', () => {
  it('takes the picture of the first image by sequence and defaults the rest', () => {
    const announcement = ZWireAnnouncementSchema.parse({
      id: 7,
      title: 'Welcome bonus',
      content: '<p>100%</p>',
      promotionType: 'WELCOME',
      announcementImages: [
        { imageUrl: '/static/b.png', sequence: 2 },
        { url: '/static/a.png', sequence: 1 },
      ],
      startDate: 1,
    });
    expect(toPromotion(announcement)).toEqual({
      id: '7',
      title: 'Welcome bonus',
      contentHtml: '<p>100%</p>',
      imageUrl: '/static/a.png',
      promotionType: 'WELCOME',
      startDate: 1,
      endDate: null,
      noExpiry: false,
    });
  });

  it('has no image when there is none', () => {
    expect(toPromotion(ZWireAnnouncementSchema.parse({ id: '1', title: 't' })).imageUrl).toBeNull();
  });
});
