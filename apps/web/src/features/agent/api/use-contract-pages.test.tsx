import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { agentMember } from '../../../test/agent-fixtures';
import type { THandlers } from '../../../test/fake-api';
import { member, session, siteStatus } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { useContractPages } from './use-contract-pages';

const ContractPagesProbe = () => <p data-testid="contract-pages">{[...useContractPages()].join(',')}</p>;

const renderProbe = (handlers: THandlers) =>
  renderPage(
    <Suspense>
      <ContractPagesProbe />
    </Suspense>,
    { handlers },
  );

const consolidated = () => ({ dividend: 1, dailySalary: 0, hourlySalary: null, realtimeSalary: 1 });
const withAgentPolicy = () => siteStatus({ flags: { AGENTPOLICY3: true } });

describe('useContractPages', () => {
  it('gives the contract pages whose consolidated value is 1, with AGENTPOLICY3 on', async () => {
    await renderProbe({
      'session.me': () => session(agentMember()),
      'system.status': withAgentPolicy,
      'wallet.consolidated': consolidated,
    });
    await waitFor(() =>
      expect(screen.getByTestId('contract-pages')).toHaveTextContent('dividend,realtime-salary'),
    );
  });

  it('gives none and asks nothing with AGENTPOLICY3 off', async () => {
    const { api } = await renderProbe({ 'session.me': () => session(agentMember()) });
    expect(await screen.findByTestId('contract-pages')).toBeEmptyDOMElement();
    await waitFor(() => expect(api.callsTo('session.me').length).toBeGreaterThan(0));
    expect(api.callsTo('wallet.consolidated')).toHaveLength(0);
  });

  it('asks nothing for a trial member', async () => {
    const { api } = await renderProbe({
      'session.me': () => session(member({ account: 'trial_1', type: 4, isTrial: true })),
      'system.status': withAgentPolicy,
    });
    await waitFor(() => expect(api.callsTo('session.me').length).toBeGreaterThan(0));
    expect(await screen.findByTestId('contract-pages')).toBeEmptyDOMElement();
    expect(api.callsTo('wallet.consolidated')).toHaveLength(0);
  });
});
