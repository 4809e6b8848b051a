import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const amount = async () => screen.findByTestId('home-jackpot-amount');

describe('the home jackpot', () => {
  it("starts from the server's pool", async () => {
    await renderApp({ handlers: { 'content.jackpot': () => ({ amountMinor: 1_198_765_432_100, asOf: 1 }) } });
    expect(await amount()).toHaveAttribute('data-start-minor', '1198765432100');
  });

  it('still runs, from a start in the range of docs/product.md §9, when the server does not answer', async () => {
    await renderApp({
      handlers: {
        'content.jackpot': () => {
          throw apiError({ key: 'unknown_error' }, 502);
        },
      },
    });
    const start = Number((await amount()).getAttribute('data-start-minor'));
    expect(start).toBeGreaterThanOrEqual(11e11);
    expect(start).toBeLessThanOrEqual(12e11);
  });
});
