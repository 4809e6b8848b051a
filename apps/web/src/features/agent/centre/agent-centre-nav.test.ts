import { describe, expect, it } from 'vitest';
import { agentCentreNav } from './agent-centre-nav';
import type { TAgentCentrePages, TContractPage } from './agent-centre-pages';

const Page = () => null;
const pages: TAgentCentrePages = {
  'team-overview': Page,
  'team-bets': Page,
  dividend: Page,
  'daily-wages': Page,
  'hourly-salary': Page,
  'realtime-salary': Page,
};

const navOf = (contractPages: TContractPage[]) =>
  agentCentreNav(pages, new Set(contractPages)).groups.map((group) => group.pages);

describe('agentCentreNav', () => {
  it('shows the registered pages only, dropping empty groups', () => {
    expect(navOf([])).toEqual([['team-overview'], ['team-bets']]);
  });

  it('shows a contract page only when the agent has it', () => {
    expect(navOf(['dividend', 'realtime-salary'])).toEqual([
      ['team-overview'],
      ['team-bets'],
      ['dividend', 'realtime-salary'],
    ]);
  });

  it('opens the default page for a page not shown', () => {
    const nav = agentCentreNav(pages, new Set<TContractPage>(['dividend']));
    expect(nav.shownPage('dividend')).toBe('dividend');
    expect(nav.shownPage('daily-wages')).toBe('team-overview');
    expect(nav.shownPage('revenue')).toBe('team-overview');
  });
});
