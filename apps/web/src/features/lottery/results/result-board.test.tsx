import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawnDraw, openDraw } from '../../../test/lottery-results-fixtures';
import { renderPage } from '../../../test/render-page';
import { ResultBoard } from './result-board';

const rowHeaders = () => screen.getAllByRole('rowheader').map((header) => header.textContent);

describe('ResultBoard', () => {
  it('reads a North board top-down: 27 numbers in 8 rows, the special prize first with its đề tail emphasised', async () => {
    const draw = drawnDraw();
    draw.results = { ...draw.results, special: ['12345'] };
    await renderPage(<ResultBoard draw={draw} />);

    const table = screen.getByRole('table', { name: 'Results of draw 20261124' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(rowHeaders()).toEqual(['Special', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th']);
    expect(within(table).getAllByRole('listitem')).toHaveLength(27);
    const special = within(table).getByRole('row', { name: /Special/ });
    expect(within(special).getByRole('listitem')).toHaveTextContent('12345');
    expect(within(special).getByText('45').tagName).toBe('STRONG');
    expect(within(table).getByRole('row', { name: /^3rd/ }).querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Hanoi · draw 20261124' })).toBeInTheDocument();
    expect(screen.getByText('24/11/2026 18:15 (UTC+7)')).toBeInTheDocument();
  });

  it('reads a South board: 18 numbers in 9 rows, down to the 8th prize', async () => {
    await renderPage(
      <ResultBoard
        draw={drawnDraw({ gameCode: 'VN_HCMC', gameName: 'Ho Chi Minh', resultFormat: 'VN_SOUTH' })}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(rowHeaders()).toEqual(['Special', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th']);
    expect(within(table).getAllByRole('listitem')).toHaveLength(18);
    expect(within(table).getByRole('row', { name: /^4th/ }).querySelectorAll('li')).toHaveLength(7);
  });

  it('reads a 4D board from the first prize: 23 numbers in 5 rows, no đề tail', async () => {
    await renderPage(
      <ResultBoard
        draw={drawnDraw({
          gameCode: 'SEA_4D_MAGNUM',
          gameName: 'Magnum 4D',
          resultFormat: 'SEA_4D',
          drawAt: Date.UTC(2026, 10, 25, 11, 0),
        })}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(rowHeaders()).toEqual(['1st', '2nd', '3rd', 'Starter', 'Consolation']);
    expect(within(table).getAllByRole('listitem')).toHaveLength(23);
    expect(table.querySelector('strong')).toBeNull();
    expect(screen.getByText('25/11/2026 19:00 (UTC+8)')).toBeInTheDocument();
  });

  it('shows the seed hash and seed, and links to verify the board from them', async () => {
    await renderPage(
      <ResultBoard
        draw={drawnDraw({ gameCode: 'LOTT_FAST_1M', drawCode: '20261125-0042', serverSeed: 'f00d' })}
      />,
    );
    const verify = screen.getByRole('group');
    expect(within(verify).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(verify).getByText('f00d')).toBeInTheDocument();
    const link = within(verify).getByRole('link', { name: 'Recompute the board from the seed' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/games/fair/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      engine: 'lottery',
      serverSeed: 'f00d',
      clientSeed: 'LOTT_FAST_1M',
      nonce: '202611250042',
      format: 'VN_NORTH',
    });
  });

  it('says a draw is not drawn yet and keeps its seed hidden', async () => {
    await renderPage(<ResultBoard draw={openDraw(60_000)} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Not drawn yet.')).toBeInTheDocument();
    expect(screen.getByText('Revealed after the draw')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
