import { expect, type FrameLocator } from '@playwright/test';

/** One line of the lottery lobby's slip, with its own controls: the bet type, the number typed, the stake in pesos. */
export const addSlipLine = async (
  lobby: FrameLocator,
  betType: string,
  number: string,
  stakeMinor: number,
) => {
  const type = lobby
    .getByRole('group', { name: 'Bet types' })
    .getByRole('button', { name: betType, exact: true });
  await type.click();
  await expect(type).toHaveAttribute('aria-pressed', 'true');
  await lobby.getByLabel('Number', { exact: true }).fill(number);
  await lobby.getByLabel('Stake', { exact: true }).fill(String(stakeMinor / 100));
  await lobby.getByRole('button', { name: 'Add to slip' }).click();
  await expect(lobby.getByRole('list', { name: 'Bet slip' })).toContainText(`${betType} ${number}`);
};

/** Places the slip: "Place bet", then the confirmation naming the draw. */
export const placeSlip = async (lobby: FrameLocator, drawCode: string) => {
  await lobby.getByRole('button', { name: 'Place bet' }).click();
  const confirm = lobby.getByRole('dialog', { name: 'Confirm your bet' });
  await expect(confirm).toContainText(drawCode);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
};
