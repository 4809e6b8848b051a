import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { claim, ticket } from '../../../test/promotion-fixtures';
import { pageOfRows } from '../../../test/records-fixtures';
import { renderApp } from '../../../test/render-app';
import { rewardsSummary } from '../../../test/rewards-fixtures';

const renderCentre = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?centre=rewards',
    handlers: {
      'session.me': () => session(member()),
      'rewards.summary': () => rewardsSummary({ availablePromoCount: 3 }),
      'rewards.claimable': () => ({ items: [claim()] }),
      ...handlers,
    },
  });

const centreDialog = async () => within(await screen.findByRole('dialog', { name: 'Member centre' }));

describe('reward centre', () => {
  it('shows the rewards to claim with the badge, and claims one', async () => {
    const { api, user } = await renderCentre({
      'rewards.claim': () => ({ claim: claim({ status: 'claimed' }), amount: 2_000 }),
    });
    const centre = await centreDialog();
    const nav = within(centre.getByRole('navigation'));
    await waitFor(() => expect(nav.getByRole('link', { name: /Reward centre/ })).toHaveTextContent('3'));
    const list = within(await centre.findByRole('list', { name: 'To claim' }));
    expect(list.getByText('Birthday bonus')).toBeInTheDocument();
    expect(list.getByText('₱20.00')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Claim Birthday bonus' }));
    expect(await screen.findByText('₱20.00 was added to your wallet.')).toBeInTheDocument();
    expect(api.callsTo('rewards.claim')[0]?.input).toMatchObject({ claimId: 'c1' });
    // The lists and the badge read again.
    await waitFor(() => expect(api.callsTo('rewards.claimable').length).toBeGreaterThan(1));
  });

  it('says when there is nothing to claim, and when the list fails', async () => {
    const { api, user } = await renderCentre({
      'rewards.claimable': () => Promise.reject(apiError({ key: 'system_busy' }, 500)),
    });
    const centre = await centreDialog();
    expect(await centre.findByText('Your rewards could not be loaded')).toBeInTheDocument();
    api.setHandler('rewards.claimable', () => ({ items: [] }));
    await user.click(centre.getByRole('button', { name: 'Try again' }));
    expect(await centre.findByText('Nothing to claim right now')).toBeInTheDocument();
  });

  it('lists the applications by status with their badges, a page at a time', async () => {
    const { api, user } = await renderCentre({
      'rewards.claims': (input) =>
        input?.status === 'rejected'
          ? pageOfRows([
              claim({ claimId: 'c3', title: 'Refused one', status: 'rejected', rejectReason: 'No proof' }),
            ])
          : pageOfRows(
              [
                claim({ claimId: 'c1', status: 'applying', title: 'Sign-up reward' }),
                claim({ claimId: 'c2', status: 'claimed', title: 'Login bonus' }),
              ],
              { totalPages: 2, totalCount: 12 },
            ),
    });
    const centre = await centreDialog();
    await user.click(centre.getByRole('tab', { name: 'My applications' }));
    const table = within(await centre.findByRole('table', { name: 'My applications' }));
    expect(table.getByText('Under review')).toBeInTheDocument();
    expect(table.getByText('Claimed')).toBeInTheDocument();

    await user.click(centre.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(api.callsTo('rewards.claims').at(-1)?.input).toMatchObject({ pageNo: 2 }));

    await user.selectOptions(centre.getByRole('combobox', { name: 'Status' }), 'Rejected');
    expect(await table.findByText('No proof')).toBeInTheDocument();
    expect(api.callsTo('rewards.claims').at(-1)?.input).toMatchObject({ status: 'rejected', pageNo: 1 });
  });

  it('claims an available ticket and shows the ticket history', async () => {
    const { api, user } = await renderCentre({
      'rewards.tickets': (input) =>
        input?.status === 'ALL'
          ? { items: [ticket(), ticket({ transactionId: 't0', name: 'Old ticket', status: 'EXPIRED' })] }
          : { items: [ticket()] },
      'rewards.claimTicket': () => ({ ticket: ticket({ status: 'CLAIMED' }), amount: 1_000 }),
    });
    const centre = await centreDialog();
    await user.click(centre.getByRole('tab', { name: 'Tickets' }));
    const available = within(await centre.findByRole('list', { name: 'Tickets to claim' }));
    const history = within(await centre.findByRole('table', { name: 'Ticket history' }));
    expect(history.getByText('Expired')).toBeInTheDocument();
    await user.click(available.getByRole('button', { name: 'Claim Lucky ticket' }));
    expect(await screen.findByText('₱10.00 was added to your wallet.')).toBeInTheDocument();
    expect(api.callsTo('rewards.claimTicket')[0]?.input).toMatchObject({ transactionId: 't1' });
  });

  it('redeems a promo code once, and says clearly when it was used already', async () => {
    let redeemed = 0;
    const { api, user } = await renderCentre({
      'rewards.promoCodes': () => ({
        items: [
          {
            promoCode: 'WELCOME88',
            description: 'Welcome gift',
            amount: 888,
            expiresAt: null,
            claimed: false,
          },
        ],
      }),
      'rewards.claimPromoCode': () => {
        redeemed += 1;
        if (redeemed > 1) return Promise.reject(apiError({ key: 'promo_code_used' }, 409));
        return { promoCode: 'WELCOME88', amount: 888, claim: claim({ status: 'claimed' }) };
      },
    });
    const centre = await centreDialog();
    await user.click(centre.getByRole('tab', { name: 'Promo code' }));
    expect(await centre.findByText('Welcome gift')).toBeInTheDocument();
    const form = within(centre.getByRole('form', { name: 'Promo code' }));
    const field = form.getByRole('textbox', { name: /Promo code/ });

    await user.click(form.getByRole('button', { name: 'Redeem code' }));
    expect(await form.findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('rewards.claimPromoCode')).toHaveLength(0);

    await user.type(field, 'welcome88');
    await user.click(form.getByRole('button', { name: 'Redeem code' }));
    expect(
      await form.findByText('Code WELCOME88 redeemed: ₱8.88 was added to your wallet.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.type(field, 'WELCOME88');
    await user.click(form.getByRole('button', { name: 'Redeem code' }));
    expect(await form.findByText('You have already used this promo code.')).toBeInTheDocument();
    const ids = api
      .callsTo('rewards.claimPromoCode')
      .map((call) => (call.input as { requestId: string }).requestId);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
