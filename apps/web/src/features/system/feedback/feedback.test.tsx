import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const openFeedback = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  const header = await screen.findByRole('banner');
  await user.click(await within(header).findByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'Send us feedback' });
};

describe('feedback', () => {
  it("checks the word count with the spec's messages, then sends a member's text and picture", async () => {
    const { user, api } = await renderApp({
      handlers: {
        'session.me': () => session(member()),
        'system.sendFeedback': () => ({ feedbackId: 7 }),
      },
    });
    const dialog = await openFeedback(user);
    const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });

    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please enter your feedback.')).toBeVisible();
    await user.type(text, 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('The content must be between 3 and 500 words.')).toBeVisible();
    expect(api.callsTo('system.sendFeedback')).toHaveLength(0);

    await user.type(text, ' for a real message');
    expect(within(dialog).getByText('6 words (between 3 and 500)')).toBeVisible();
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(picker, new File([PNG_BYTES], 'shot.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: /1/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));

    await waitFor(() => expect(api.callsTo('system.sendFeedback')).toHaveLength(1));
    const sent = api.callsTo('system.sendFeedback')[0]?.input as { content: string; images: string[] };
    expect(sent.content).toBe('Too short for a real message');
    expect(sent.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send us feedback' })).toBeNull());
  });

  it('offers a guest no pictures, and says that logging in does', async () => {
    const { user } = await renderApp();
    const dialog = await openFeedback(user);
    expect(within(dialog).getByText(/Log in to add screenshots/)).toBeVisible();
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
  });

  it('keeps the text and says why when the site refuses, and opens from the footer too', async () => {
    const { user } = await renderApp({
      handlers: {
        'system.sendFeedback': () => {
          throw apiError({ key: 'too_many_requests', hint: { retryAfterSeconds: 30 } }, 429);
        },
      },
    });
    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' });
    const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });
    await user.type(text, 'Deposits take too long');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findAllByText(/too many/i)).length).toBeGreaterThan(0);
    expect(text).toHaveValue('Deposits take too long');
  });
});
