import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { referral } from '../../../test/promotion-fixtures';
import { renderApp } from '../../../test/render-app';
import { rewardsSummary } from '../../../test/rewards-fixtures';

const LINK = 'https://site.example/?referralCode=FRIEND88';

const renderReferral = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?centre=referral',
    handlers: {
      'session.me': () => session(member()),
      'rewards.summary': () => rewardsSummary(),
      'rewards.referral': () => referral(),
      ...handlers,
    },
  });

describe('invite friends', () => {
  it('shows the code, the rule, each link with its QR code and a copy button, and the invitations', async () => {
    const { user } = await renderReferral();
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByText('FRIEND88')).toBeInTheDocument();
    expect(
      centre.getByText(
        'You receive ₱20.00 for each friend who registers with your link and makes a first deposit of at least ₱100.00.',
      ),
    ).toBeInTheDocument();

    const links = within(centre.getByRole('list', { name: 'Referral links' }));
    const first = within(links.getAllByRole('listitem')[0]!);
    expect(first.getByText(LINK)).toBeInTheDocument();
    expect(await first.findByRole('img', { name: `QR code of ${LINK}` })).toHaveAttribute('data-value', LINK);
    await user.click(first.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
    expect(await screen.findByText('Copied.')).toBeInTheDocument();

    expect(centre.getByText('Invited friends: 2 (1 qualified)')).toBeInTheDocument();
    const table = within(centre.getByRole('table', { name: 'Invited friends' }));
    expect(table.getByText('Qualified')).toBeInTheDocument();
    expect(table.getByText('Waiting for first deposit')).toBeInTheDocument();
  });

  it('reads the invitations again when the page is opened again (friends register without telling the page)', async () => {
    let invited = 2;
    const { user } = await renderReferral({
      'rewards.referral': () => referral({ totalInvitations: invited }),
      'rewards.claimable': () => ({ items: [] }),
    });
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByText('Invited friends: 2 (1 qualified)')).toBeInTheDocument();
    invited = 3;
    await user.click(centre.getByRole('link', { name: /Reward centre/ }));
    await user.click(await centre.findByRole('link', { name: /Invite friends/ }));
    expect(await centre.findByText('Invited friends: 3 (1 qualified)')).toBeInTheDocument();
  });

  it('says so when referral is off', async () => {
    await renderReferral({ 'rewards.referral': () => referral({ enabled: false }) });
    expect(await screen.findByText('Inviting friends is not available right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('has an error state with retry', async () => {
    const { api, user } = await renderReferral({
      'rewards.referral': () => Promise.reject(apiError({ key: 'system_busy' }, 500)),
    });
    expect(await screen.findByText('Your referral details could not be loaded')).toBeInTheDocument();
    api.setHandler('rewards.referral', () => referral());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('FRIEND88')).toBeInTheDocument();
  });
});
