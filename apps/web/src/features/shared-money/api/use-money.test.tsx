import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useMoney } from './use-money';

const Amount = () => {
  const { format, mainBalance } = useMoney();
  return (
    <p>
      {format(150000)} {mainBalance === null ? 'no wallet' : format(mainBalance)}
    </p>
  );
};

describe('useMoney', () => {
  it("formats a visitor's amounts in the merchant's currency without asking for a wallet", async () => {
    const { api } = await renderPage(<Amount />, {
      handlers: { 'session.me': () => ({ member: null, mustChangePassword: false }) },
    });
    expect(await screen.findByText('₱1,500.00 no wallet')).toBeInTheDocument();
    expect(api.callsTo('wallet.balance')).toHaveLength(0);
  });

  it("gives a member's main wallet balance", async () => {
    await renderPage(<Amount />);
    expect(await screen.findByText(/^₱1,500\.00 ₱[\d,]+\.\d\d$/)).toBeInTheDocument();
  });
});
