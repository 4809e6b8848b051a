import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMission } from '@site/contracts/api';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mission, rewardsSummary } from '../../../test/rewards-fixtures';

const missions = (): TMission[] => [
  mission(),
  mission({
    missionId: 'm-rounds',
    title: 'Daily 20 rounds',
    description: 'Play 20 rounds today.',
    metric: 'ROUNDS',
    target: 20,
    progress: 20,
    rewardAmount: 300,
    status: 'completed',
    claimId: 'c-77',
  }),
  mission({
    missionId: 'm-deposit',
    title: 'Weekly deposit ₱1,000',
    description: '',
    metric: 'DEPOSIT',
    cycle: 'WEEKLY',
    target: 100_000,
    progress: 100_000,
    rewardAmount: 2_000,
    status: 'claimed',
    claimId: 'c-12',
    cycleEnd: Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 60_000,
  }),
];

const leaderboard = (missionId: string) => ({
  missionId,
  rows: [
    { rank: 1, username: 'lu***ky', progress: 48_000, completed: false },
    { rank: 2, username: 'de***er', progress: 25_000, completed: false },
  ],
  me: missionId === 'm-turnover' ? { rank: 2, progress: 25_000 } : null,
});

const renderMissions = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?centre=missions',
    handlers: {
      'session.me': () => session(member()),
      'rewards.missions': () => ({ missions: missions(), completedCount: 2, claimableCount: 1 }),
      'rewards.leaderboard': ({ missionId }) => leaderboard(missionId),
      'rewards.claim': ({ claimId }) => ({
        amount: 300,
        claim: {
          claimId,
          promotionId: 'mission-rounds',
          promotionType: 'MISSION',
          title: 'Daily 20 rounds',
          status: 'claimed',
          amount: 300,
          remarks: null,
          pictureCount: 0,
          rejectReason: null,
          createdAt: Date.now(),
          updatedAt: Date.now(),
          claimedAt: Date.now(),
        },
      }),
      ...handlers,
    },
  });

const centre = async () => within(await screen.findByRole('dialog', { name: 'Member centre' }));
const cardOf = (name: string) => screen.getByRole('heading', { level: 5, name }).closest('li')!;

describe('missions page', () => {
  it('shows each mission with an accessible progress bar, its target, reward, cycle, time left and status', async () => {
    await renderMissions();
    const page = await centre();
    expect(page.getByRole('heading', { level: 3, name: 'Mission leaderboard' })).toBeInTheDocument();

    const turnover = await page.findByRole('progressbar', { name: 'Daily turnover ₱500' });
    expect(turnover).toHaveAttribute('aria-valuenow', '25000');
    expect(turnover).toHaveAttribute('aria-valuemax', '50000');
    expect(turnover).toHaveAttribute('aria-valuetext', '₱250.00 of ₱500.00');
    const turnoverCard = within(cardOf('Daily turnover ₱500'));
    expect(turnoverCard.getByText('In progress')).toBeInTheDocument();
    expect(turnoverCard.getByText('Valid bets: ₱250.00 of ₱500.00')).toBeInTheDocument();
    expect(turnoverCard.getByText('₱5.00')).toBeInTheDocument();
    expect(turnoverCard.getByText('Daily')).toBeInTheDocument();
    expect(turnoverCard.getByText('5 h 20 min')).toBeInTheDocument();
    expect(turnoverCard.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();

    expect(page.getByRole('progressbar', { name: 'Daily 20 rounds' })).toHaveAttribute(
      'aria-valuetext',
      '20 of 20',
    );
    const deposit = within(cardOf('Weekly deposit ₱1,000'));
    expect(deposit.getByText('Claimed')).toBeInTheDocument();
    expect(deposit.getByText('Weekly')).toBeInTheDocument();
    expect(deposit.getByText('2 d 3 h')).toBeInTheDocument();
    expect(deposit.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
  });

  it('claims a completed mission’s reward after a confirmation, and reads the missions again', async () => {
    const { api, user } = await renderMissions();
    await centre();
    await user.click(await screen.findByRole('button', { name: 'Claim the reward of Daily 20 rounds' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Claim reward?' }));
    expect(confirm.getByText('Claim ₱3.00 for completing Daily 20 rounds?')).toBeInTheDocument();
    expect(api.callsTo('rewards.claim')).toHaveLength(0);
    const missionReads = api.callsTo('rewards.missions').length;
    await user.click(confirm.getByRole('button', { name: 'Claim now' }));
    expect(await screen.findByText('₱3.00 added to your main wallet.')).toBeInTheDocument();
    expect(api.callsTo('rewards.claim')[0]!.input).toEqual({
      claimId: 'c-77',
      requestId: expect.any(String),
    });
    await waitFor(() => expect(api.callsTo('rewards.missions').length).toBeGreaterThan(missionReads));
  });

  it('says to claim in the reward centre when a completed mission has no claim to take here', async () => {
    await renderMissions({
      'rewards.missions': () => ({
        missions: [mission({ status: 'completed', progress: 50_000, claimId: null })],
        completedCount: 1,
        claimableCount: 1,
      }),
    });
    await centre();
    expect(await screen.findByText('Claim its reward in the reward centre.')).toBeInTheDocument();
  });

  it('shows the leaderboard of the chosen mission with the member’s own rank marked', async () => {
    const { api, user } = await renderMissions();
    const page = await centre();
    const table = within(await page.findByRole('table', { name: 'Leaderboard of Daily turnover ₱500' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    expect(table.getAllByRole('row')[1]).toHaveTextContent('#1lu***ky₱480.00');
    expect(table.getAllByRole('row')[2]).toHaveTextContent('#2de***er You₱250.00');
    expect(within(table.getAllByRole('row')[1]!).queryByText('You')).not.toBeInTheDocument();
    expect(page.getByTestId('my-rank')).toHaveTextContent('Your rank: #2 (₱250.00)');

    await user.click(page.getByRole('button', { name: 'Leaderboard of Daily 20 rounds' }));
    expect(await page.findByRole('table', { name: 'Leaderboard of Daily 20 rounds' })).toBeInTheDocument();
    expect(api.callsTo('rewards.leaderboard').at(-1)?.input).toEqual({ missionId: 'm-rounds' });
    await waitFor(() =>
      expect(page.getByTestId('my-rank')).toHaveTextContent('You are not on this leaderboard yet.'),
    );
    expect(page.getByRole('combobox', { name: 'Mission' })).toHaveValue('m-rounds');
  });

  it('says when no mission runs, and offers a retry when they cannot be loaded', async () => {
    let fails = true;
    const { user } = await renderMissions({
      'rewards.missions': () =>
        fails
          ? Promise.reject(apiError({ key: 'unknown_error' }, 500))
          : { missions: [], completedCount: 0, claimableCount: 0 },
    });
    const page = await centre();
    expect(await page.findByText('Your missions could not be loaded.')).toBeInTheDocument();
    fails = false;
    await user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('No missions are running right now.')).toBeInTheDocument();
  });

  it('badges the navigation with the missions whose reward waits', async () => {
    await renderMissions({ 'rewards.summary': () => rewardsSummary({ claimableMissions: 2 }) });
    const page = await centre();
    expect(await page.findByRole('link', { name: 'Mission leaderboard, 2 new' })).toBeInTheDocument();
  });
});
