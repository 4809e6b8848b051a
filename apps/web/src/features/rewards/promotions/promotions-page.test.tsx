import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPromotionCard } from '@site/contracts/api';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, promotion, session } from '../../../test/fixtures';
import { claim, raffleStatus } from '../../../test/promotion-fixtures';
import { renderApp } from '../../../test/render-app';
import { RECHECK_PENDING_MS } from '../../shared-money/use-money-request';

const MB = 1024 * 1024;

/** A file of a type and a claimed size; its few real bytes are enough to read. */
const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const signup = (overrides: Partial<TPromotionCard> = {}) =>
  promotion({
    promotionId: 's1',
    promotionType: 'SIGNUP',
    category: 'NEW_MEMBER',
    title: 'Sign-up reward',
    ...overrides,
  });

const renderPromotions = (items: TPromotionCard[], handlers: THandlers = {}, signedIn = true) =>
  renderApp({
    path: '/promotions',
    handlers: {
      ...(signedIn && { 'session.me': () => session(member()) }),
      'rewards.promotions': () => ({ items, personal: signedIn }),
      ...handlers,
    },
  });

const cardOf = (title: string) => screen.findByRole('article', { name: title });

afterEach(() => {
  vi.useRealTimers();
});

describe('promotions page', () => {
  it('filters by type, and shows each promotion with its status and sanitised details', async () => {
    const { api, user } = await renderPromotions(
      [
        promotion({
          content: '<p>Double <b>bonus</b></p><img src=x onerror=alert(1)><script>alert(2)</script>',
        }),
        signup({ status: 'coming_soon', title: 'Next month' }),
      ],
      {},
      false,
    );
    const first = await cardOf('Welcome bonus 100%');
    expect(within(first).getByText('Double your first deposit.')).toBeInTheDocument();
    expect(within(await cardOf('Next month')).getByText('Coming soon')).toBeInTheDocument();
    expect(
      within(await cardOf('Next month')).queryByRole('button', { name: 'Join' }),
    ).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Show details' }));
    expect(within(first).getByText('bonus')).toBeInTheDocument();
    expect(first.innerHTML).not.toMatch(/onerror|<script/);

    const filters = within(screen.getByRole('group', { name: 'Promotion types' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    api.setHandler('rewards.promotions', (input) => ({
      items: input?.category === 'DEPOSIT' ? [promotion({ title: 'Reload 50%' })] : [],
      personal: false,
    }));
    await user.click(filters.getByRole('button', { name: 'Deposit' }));
    expect(await cardOf('Reload 50%')).toBeInTheDocument();
    expect(filters.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('rewards.promotions').at(-1)?.input).toEqual({ category: 'DEPOSIT' });

    api.setHandler('rewards.promotions', () => ({ items: [], personal: false }));
    await user.click(filters.getByRole('button', { name: 'Events' }));
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });

  it('has an error state with retry', async () => {
    const { api, user } = await renderPromotions([], {
      'rewards.promotions': () => Promise.reject(apiError({ key: 'system_busy' }, 500)),
    });
    expect(await screen.findByText('Promotions could not be loaded')).toBeInTheDocument();
    api.setHandler('rewards.promotions', () => ({ items: [promotion()], personal: true }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Welcome bonus 100%')).toBeInTheDocument();
  });

  it("sends a visitor's action to the login", async () => {
    const { user, router } = await renderPromotions([promotion()], {}, false);
    await user.click(within(await cardOf('Welcome bonus 100%')).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells a trial session the account must be real', async () => {
    const { api, user } = await renderApp({
      path: '/promotions',
      handlers: {
        'session.me': () => session(member({ account: 'trial_1', type: 4, isTrial: true })),
        'rewards.promotions': () => ({ items: [promotion()], personal: false }),
      },
    });
    await user.click(within(await cardOf('Welcome bonus 100%')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please register an account first.')).toBeInTheDocument();
    expect(api.callsTo('rewards.join')).toHaveLength(0);
  });

  it('joins a sign-up promotion, then applies with a remark and checked pictures', async () => {
    let joined = false;
    const { api, user } = await renderPromotions([], {
      'rewards.promotions': () => ({
        items: [signup(joined ? { status: 'signed', claimId: 'c9', requiresProof: true } : {})],
        personal: true,
      }),
      'rewards.join': () => {
        joined = true;
        return claim({ claimId: 'c9', promotionId: 's1', promotionType: 'SIGNUP', status: 'signed' });
      },
      'rewards.applyForReward': () =>
        claim({ claimId: 'c9', promotionId: 's1', promotionType: 'SIGNUP', status: 'applying' }),
    });
    await user.click(within(await cardOf('Sign-up reward')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Sign-up reward.')).toBeInTheDocument();
    expect(api.callsTo('rewards.join')[0]?.input).toEqual({ promotionId: 's1' });

    const cardElement = await cardOf('Sign-up reward');
    const card = within(cardElement);
    expect(await card.findByText('Joined')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Apply for reward' }));
    const form = within(card.getByRole('form', { name: 'Apply for the reward of Sign-up reward' }));

    // A picture is required: sending none says so.
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await form.findByText(/at least one/i)).toBeInTheDocument();

    // The remark stops at 140 characters and counts them.
    const remark = form.getByRole('textbox', { name: 'Remark' });
    await user.click(remark);
    await user.paste('x'.repeat(150));
    expect(remark).toHaveValue('x'.repeat(140));
    expect(form.getByText('140/140 characters')).toBeInTheDocument();

    // Wrong type and too large are refused; of four good ones only three are kept.
    // The browser's own file picker stands for the member choosing files.
    const input = cardElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The browser's accept filter is off, so the form's own checks are what refuse a file.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(input, [fileOf('cat.gif', 'image/gif'), fileOf('big.png', 'image/png', 6 * MB)]);
    expect(await form.findByText('cat.gif is not a PNG or JPG image.')).toBeInTheDocument();
    expect(form.getByText('big.png is larger than 5 MB.')).toBeInTheDocument();
    await picker.upload(input, [
      fileOf('1.png', 'image/png'),
      fileOf('2.jpg', 'image/jpeg'),
      fileOf('3.png', 'image/png'),
      fileOf('4.png', 'image/png'),
    ]);
    expect(await form.findByText('4.png was not added: at most 3 images.')).toBeInTheDocument();
    expect(form.getAllByRole('img', { name: /Proof image/ })).toHaveLength(3);
    await user.click(form.getByRole('button', { name: 'Remove image 3' }));
    expect(form.getAllByRole('img', { name: /Proof image/ })).toHaveLength(2);

    await user.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.callsTo('rewards.applyForReward')).toHaveLength(1));
    const sent = api.callsTo('rewards.applyForReward')[0]?.input as { remarks: string; pictures: string[] };
    expect(sent.remarks).toBe('x'.repeat(140));
    expect(sent.pictures).toHaveLength(2);
    expect(sent.pictures[0]).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByText(/Your application for Sign-up reward was sent/)).toBeInTheDocument();
  });

  it('cancels an application only after confirmation', async () => {
    const { api, user } = await renderPromotions([signup({ status: 'applying', claimId: 'c9' })], {
      'rewards.cancel': () => claim({ claimId: 'c9', status: 'closed' }),
    });
    const card = within(await cardOf('Sign-up reward'));
    expect(card.getByText('Under review')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Cancel application' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this application?' }));
    expect(api.callsTo('rewards.cancel')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Cancel application' }));
    await waitFor(() => expect(api.callsTo('rewards.cancel')[0]?.input).toEqual({ claimId: 'c9' }));
  });

  it('claims an issued reward: an unknown outcome is pending and asked again under the same requestId', async () => {
    let answers = 0;
    const { api, user } = await renderPromotions([promotion({ status: 'issued', claimId: 'c1' })], {
      'rewards.claim': () => {
        answers += 1;
        if (answers === 1) return Promise.reject(apiError({ key: 'request_pending' }, 504));
        return { claim: claim({ status: 'claimed' }), amount: 5_000 };
      },
    });
    const card = within(await cardOf('Welcome bonus 100%'));
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(card.getByRole('button', { name: 'Claim Welcome bonus 100%' }));
    expect(await card.findByText(/Pending — we are checking/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Claim Welcome bonus 100%' })).toBeDisabled();
    expect(screen.queryByText(/went wrong/i)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(RECHECK_PENDING_MS));
    expect(await screen.findByText('₱50.00 was added to your wallet.')).toBeInTheDocument();
    const ids = api.callsTo('rewards.claim').map((call) => (call.input as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(api.callsTo('rewards.claim')[0]?.input).toMatchObject({ claimId: 'c1' });
  });

  it('claims the login bonus', async () => {
    const { api, user } = await renderPromotions(
      [promotion({ promotionId: 'l1', promotionType: 'LOGIN', category: 'DAILY', title: 'Daily login' })],
      {
        'rewards.claimLoginBonus': () => ({
          claim: claim({ promotionType: 'LOGIN', status: 'claimed' }),
          amount: 500,
        }),
      },
    );
    await user.click(
      within(await cardOf('Daily login')).getByRole('button', { name: "Claim today's login bonus" }),
    );
    expect(await screen.findByText('₱5.00 was added to your wallet.')).toBeInTheDocument();
    expect(api.callsTo('rewards.claimLoginBonus')[0]?.input).toMatchObject({ promotionId: 'l1' });
  });

  it('shows a raffle with its chances, prizes and draws, and draws a prize', async () => {
    const { api, user } = await renderPromotions(
      [promotion({ promotionId: 'r1', promotionType: 'RAFFLE', category: 'EVENT', title: 'Lucky raffle' })],
      {
        'rewards.raffle': () => raffleStatus(),
        'rewards.drawRaffle': () => ({
          prize: { prizeId: 'jackpot', name: 'Jackpot', amount: 8_800 },
          chancesLeft: 0,
          drawnAt: Date.now(),
        }),
      },
    );
    const card = within(await cardOf('Lucky raffle'));
    await user.click(card.getByRole('button', { name: 'Raffle draw' }));
    const raffle = within(await card.findByRole('region', { name: 'Raffle of Lucky raffle' }));
    expect(raffle.getByText(/Chances left: 1 of 2/)).toBeInTheDocument();
    expect(raffle.getByText('Jackpot')).toBeInTheDocument();
    expect(raffle.getAllByText('Small prize')).toHaveLength(2);
    await user.click(raffle.getByRole('button', { name: 'Draw' }));
    expect(
      await raffle.findByText('You won Jackpot: ₱88.00 was added to your wallet.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.callsTo('rewards.drawRaffle')[0]?.input).toMatchObject({ promotionId: 'r1' });
  });

  it('opens the promo-code entry of a promo-code promotion', async () => {
    const { api, user } = await renderPromotions(
      [promotion({ promotionId: 'pc', promotionType: 'PROMO_CODE', category: 'EVENT', title: 'Codes' })],
      {
        'rewards.claimPromoCode': () => ({
          promoCode: 'WELCOME88',
          amount: 888,
          claim: claim({ promotionType: 'PROMO_CODE', status: 'claimed' }),
        }),
      },
    );
    const card = within(await cardOf('Codes'));
    await user.click(card.getByRole('button', { name: 'Enter promo code' }));
    const form = within(card.getByRole('form', { name: 'Promo code' }));
    await user.type(form.getByRole('textbox', { name: /Promo code/ }), 'welcome88');
    await user.click(form.getByRole('button', { name: 'Redeem code' }));
    await waitFor(() =>
      expect(api.callsTo('rewards.claimPromoCode')[0]?.input).toMatchObject({ promoCode: 'WELCOME88' }),
    );
  });
});
