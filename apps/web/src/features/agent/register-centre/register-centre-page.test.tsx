import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentMember } from '../../../test/agent-fixtures';
import { apiError, type THandlers } from '../../../test/fake-api';
import { session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { downline, inviteLink } from '../test/management-fixtures';

const renderCentre = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?agent=register-centre',
    handlers: {
      'session.me': () => session(agentMember()),
      'agent.inviteLinks': () => [
        inviteLink(),
        inviteLink({ linkId: '52', code: 'ZZ99YY88', memberKind: 'agent', registrations: 0 }),
      ],
      ...handlers,
    },
  });

const centre = async () => within(await screen.findByRole('dialog', { name: 'Agent centre' }));
const linkCard = async (code: string) =>
  within(await (await centre()).findByRole('listitem', { name: `Invite link ${code}` }));

describe('register centre: invite links', () => {
  it("shows each link's full address on this site, its kind, registrations and QR code, and copies it", async () => {
    const { user } = await renderCentre();
    const view = await centre();
    const card = await linkCard('AB12CD34');
    const url = `${window.location.origin}/register?affiliateCode=AB12CD34`;
    expect(card.getByTestId('invite-url')).toHaveTextContent(url);
    expect(card.getByText('Player')).toBeInTheDocument();
    expect(card.getByText('3')).toBeInTheDocument();
    expect(await card.findByRole('img', { name: 'QR code of invite link AB12CD34' })).toHaveAttribute(
      'data-value',
      url,
    );
    expect((await linkCard('ZZ99YY88')).getByText('Agent')).toBeInTheDocument();
    expect(view.getByText('2 of 20 links')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('says when there are no links', async () => {
    await renderCentre({ 'agent.inviteLinks': () => [] });
    expect(await screen.findByText('No invite links yet')).toBeInTheDocument();
  });

  it('offers a retry when the links fail to load', async () => {
    await renderCentre({
      'agent.inviteLinks': () => Promise.reject(apiError({ key: 'unknown_error' }, 500)),
    });
    expect(await screen.findByText('The invite links could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('creates a link of the chosen kind, and shows the limit when it is reached', async () => {
    const { user, api } = await renderCentre({
      'agent.createInviteLink': () => inviteLink({ linkId: '53' }),
    });
    const view = await centre();
    await view.findByRole('listitem', { name: 'Invite link AB12CD34' });
    await user.selectOptions(view.getByRole('combobox', { name: 'New link for' }), 'agent');
    await user.click(view.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(api.callsTo('agent.createInviteLink')[0]?.input).toEqual({ memberKind: 'agent' }),
    );
    await waitFor(() => expect(api.callsTo('agent.inviteLinks').length).toBeGreaterThan(1));

    api.setHandler('agent.createInviteLink', () => Promise.reject(apiError({ key: 'invite_link_limit' })));
    await user.click(view.getByRole('button', { name: 'Create link' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of invite links. Delete one first.',
    );
  });

  it('deletes a link only after a confirmation', async () => {
    const { user, api } = await renderCentre({ 'agent.deleteInviteLink': () => null });
    const card = await linkCard('AB12CD34');
    await user.click(card.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete invite link' }));
    expect(confirm.getByText(/Delete the link AB12CD34\?/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('agent.deleteInviteLink')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete invite link' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.callsTo('agent.deleteInviteLink')[0]?.input).toEqual({ linkId: '51' }));
  });
});

describe('register centre: register a downline', () => {
  const downlineForm = async () =>
    within((await centre()).getByRole('form', { name: 'Register a downline' }));

  it('gives the register rules as help, checks the confirmation, and registers', async () => {
    const { user, api } = await renderCentre({
      'agent.registerDownline': () => downline({ username: 'newsub01', memberId: '3100' }),
    });
    await (await centre()).findByRole('listitem', { name: 'Invite link AB12CD34' });
    const form = await downlineForm();
    expect(form.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      '6-16 characters, starting with a letter; letters and numbers only.',
    );
    await user.type(form.getByLabelText(/^Username/), 'newsub01');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12399');
    await user.click(form.getByRole('button', { name: 'Register downline' }));
    expect(form.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(api.callsTo('agent.registerDownline')).toHaveLength(0);

    await user.clear(form.getByLabelText(/^Confirm password/));
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
    await user.selectOptions(form.getByRole('combobox', { name: 'Account kind' }), 'agent');
    await user.type(form.getByLabelText(/^Nickname/), 'Sub One');
    await user.click(form.getByRole('button', { name: 'Register downline' }));
    expect(await form.findByRole('status')).toHaveTextContent('newsub01 is registered in your team.');
    expect(api.callsTo('agent.registerDownline')[0]?.input).toEqual({
      username: 'newsub01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      memberKind: 'agent',
      nickname: 'Sub One',
    });
    expect(form.getByLabelText(/^Username/)).toHaveValue('');
  });

  it('shows a taken username under its field', async () => {
    const { user } = await renderCentre({
      'agent.registerDownline': () => Promise.reject(apiError({ key: 'username_taken' })),
    });
    await (await centre()).findByRole('listitem', { name: 'Invite link AB12CD34' });
    const form = await downlineForm();
    await user.type(form.getByLabelText(/^Username/), 'demo_sub');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(form.getByRole('button', { name: 'Register downline' }));
    await waitFor(() => expect(form.getByLabelText(/^Username/)).toBeInvalid());
    expect(form.getByRole('button', { name: 'Register downline' })).toBeEnabled();
  });
});
