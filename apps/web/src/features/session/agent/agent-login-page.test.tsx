import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamOverview } from '../../../test/agent-fixtures';
import { apiError } from '../../../test/fake-api';
import { member, session, signedIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const agent = member({ account: 'demo_agent', nickname: 'Boss Agent', type: 1, isAgent: true });

const page = async () => within(await screen.findByRole('region', { name: 'Agent login' }));

describe('agent login page', () => {
  it('has username and password only, and refuses a non-agent with error_not_agent', async () => {
    const { api, user } = await renderApp({
      path: '/agentLogin',
      handlers: { 'session.login': () => Promise.reject(apiError({ key: 'error_not_agent' }, 403)) },
    });
    const form = await page();
    expect(form.queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument();
    expect(form.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(form.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Log in as agent' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Only agents can log in here.');
    expect(api.callsTo('session.login')[0]?.input).toMatchObject({ portal: 'agent', remember: false });
  });

  it('shows member_no_enter as it comes', async () => {
    const { user } = await renderApp({
      path: '/agentLogin',
      handlers: { 'session.login': () => Promise.reject(apiError({ key: 'member_no_enter' }, 403)) },
    });
    const form = await page();
    await user.type(form.getByRole('textbox', { name: 'Username' }), 'blocked');
    await user.type(form.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Log in as agent' }));
    expect(await form.findByRole('alert')).toHaveTextContent('A non-member account cannot log in.');
  });

  it('takes an agent to the agent home with profile and balance', async () => {
    const { api, user, router } = await renderApp({
      path: '/agentLogin',
      handlers: {
        'session.login': () => signedIn({ member: agent }),
        'agent.teamOverview': () => teamOverview(),
      },
    });
    const form = await page();
    await user.type(form.getByRole('textbox', { name: 'Username' }), 'demo_agent');
    await user.type(form.getByLabelText(/^Password/), 'Passw0rd!');
    api.setHandler('session.me', () => session(agent));
    await user.click(form.getByRole('button', { name: 'Log in as agent' }));

    await waitFor(() => expect(router.location.pathname).toBe('/agentHome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Boss Agent' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-account')).toHaveTextContent('demo_agent');
    expect(screen.getByTestId('agent-type')).toHaveTextContent('Agent (type 1)');
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent('₱12,345.67');
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
  });
});

describe('agent home', () => {
  it('tells a member who is not an agent where to log in', async () => {
    await renderApp({ path: '/agentHome', handlers: { 'session.me': () => session(member()) } });
    expect(await screen.findByText('This page is for agents')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agent login' })).toHaveAttribute('href', '/agentLogin');
  });

  it('sends a visitor to the login', async () => {
    const { router } = await renderApp({ path: '/agentHome' });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });
});
