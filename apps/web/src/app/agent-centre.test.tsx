import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentMember, income, teamOverview } from '../test/agent-fixtures';
import type { THandlers } from '../test/fake-api';
import { member, session, siteStatus } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const renderAgent = (path = '/', handlers: THandlers = {}) =>
  renderApp({
    path,
    handlers: {
      'session.me': () => session(agentMember()),
      'agent.teamOverview': () => teamOverview(),
      ...handlers,
    },
  });

const agentCentre = async () => within(await screen.findByRole('dialog', { name: 'Agent centre' }));
const agentParam = (router: { location: { search: string } }) =>
  new URLSearchParams(router.location.search).get('agent');
const navLinks = (centre: ReturnType<typeof within>) =>
  within(centre.getByRole('navigation', { name: 'Agent centre pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('agent centre', () => {
  it("opens from the header's Agent centre at the team overview, moves between pages and closes", async () => {
    const { user, router } = await renderAgent('/promotions');
    await user.click(await screen.findByRole('button', { name: 'Agent centre' }));
    const centre = await agentCentre();
    expect(agentParam(router)).toBe('team-overview');
    expect(centre.getByRole('heading', { level: 3, name: 'Team overview' })).toBeInTheDocument();
    expect(centre.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(await centre.findByText('42')).toBeInTheDocument();

    await user.click(centre.getByRole('link', { name: 'Agent announcement' }));
    expect(await centre.findByRole('heading', { level: 3, name: 'Agent announcement' })).toBeInTheDocument();
    expect(agentParam(router)).toBe('announcement');

    await user.click(centre.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument(),
    );
    expect(router.location.pathname).toBe('/promotions');
    expect(agentParam(router)).toBeNull();
  });

  it('keeps the member centre on the account name for an agent', async () => {
    const { user, router } = await renderAgent();
    await user.click(await screen.findByRole('button', { name: 'demo_agent, my account' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(new URLSearchParams(router.location.search).get('centre')).toBe('security');
    expect(agentParam(router)).toBeNull();
  });

  it('shows the team overview for an unknown or unregistered page, and only the pages it has in the navigation', async () => {
    const { api } = await renderAgent('/?agent=dividend');
    const centre = await agentCentre();
    expect(centre.getByRole('heading', { level: 3, name: 'Team overview' })).toBeInTheDocument();
    expect(navLinks(centre)).toEqual([
      'Team overview',
      'Agent announcement',
      'Register centre',
      'Downline management',
      'Team betting history',
      'Profit/loss statements',
      'Revenue report',
      'Downline transaction details',
    ]);
    // AGENTPOLICY3 is off: the contract values are never asked for.
    expect(api.callsTo('wallet.consolidated')).toHaveLength(0);
  });

  it('asks for the contract values only with AGENTPOLICY3 on', async () => {
    const { api } = await renderAgent('/?agent=team-overview', {
      'system.status': () => siteStatus({ flags: { AGENTPOLICY3: true } }),
      'wallet.consolidated': () => ({ dividend: 1, dailySalary: 0, hourlySalary: null, realtimeSalary: 1 }),
    });
    await agentCentre();
    await waitFor(() => expect(api.callsTo('wallet.consolidated')).toHaveLength(1));
  });

  it('is not for members who are not agents: no header entry, and the address closes it', async () => {
    const { router } = await renderApp({
      path: '/?agent=team-bets',
      handlers: { 'session.me': () => session(member()) },
    });
    await screen.findByRole('button', { name: 'demo_player, my account' });
    await waitFor(() => expect(agentParam(router)).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to login', async () => {
    const { router } = await renderApp({ path: '/?agent=revenue' });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});

describe('agent home', () => {
  it('offers the agent centre: the team of the last 7 days at a glance and a link to each page', async () => {
    const { user, router, api } = await renderAgent('/agentHome', { 'agent.income': () => income() });
    const centre = within(await screen.findByRole('region', { name: 'Agent centre' }));
    expect(await centre.findByText('42')).toBeInTheDocument();
    expect(api.callsTo('agent.teamOverview')[0]?.input).toMatchObject({ endDate: expect.any(String) });
    await user.click(centre.getByRole('link', { name: 'Revenue report' }));
    expect(agentParam(router)).toBe('revenue');
    expect(router.location.pathname).toBe('/agentHome');
    const centreDialog = await agentCentre();
    expect(centreDialog.getByRole('heading', { level: 3, name: 'Revenue report' })).toBeInTheDocument();
  });
});
