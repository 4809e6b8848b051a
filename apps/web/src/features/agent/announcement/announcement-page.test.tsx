import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { popup } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import AnnouncementPage from './announcement-page';

describe('AnnouncementPage', () => {
  it("shows the merchant's player notices under a heading that says so, each opening its text", async () => {
    const { user } = await renderPage(<AnnouncementPage />, {
      handlers: {
        'content.notices': () => ({
          items: [
            popup({ id: 'n1', title: 'Maintenance tonight', contentHtml: '<p>From 02:00 to 03:00.</p>' }),
          ],
        }),
      },
    });
    expect(screen.getByRole('heading', { name: 'Site notices for players' })).toBeInTheDocument();
    await user.click(await screen.findByText('Maintenance tonight'));
    expect(screen.getByText('From 02:00 to 03:00.')).toBeVisible();
    expect(screen.getByText('01/01/2025 08:00:00')).toBeInTheDocument();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    const { unmount } = await renderPage(<AnnouncementPage />, {
      handlers: { 'content.notices': () => ({ items: [] }) },
    });
    expect(await screen.findByText('There are no notices right now.')).toBeInTheDocument();
    unmount();

    await renderPage(<AnnouncementPage />, {
      handlers: {
        'content.notices': () => {
          throw apiError({ key: 'unknown_error' }, 500);
        },
      },
    });
    expect(await screen.findByText('The notices could not be loaded.')).toBeInTheDocument();
  });
});
