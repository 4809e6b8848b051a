import { teamMemberById } from '../../../core/agent-tree/team-member.js';
import { mainWalletHolding, mainWalletOf, moveBetweenWallets } from '../../../core/money/main-wallet.js';
import { earlierResult, oncePerRequest } from '../../../core/money/money-request.js';
import { verifyPaymentPassword } from '../../../core/money/payment-password.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from '../../../core/money/wallet-service.js';
import { restrictionOf } from '../../../core/responsible/restriction.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMember, TMerchant } from '../../../db/schema.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';

export type TDownlineTransfer = {
  transfers: readonly { memberId: number; amountMinor: number }[];
  paymentPassword: string;
  requestId: string;
};

/**
 * A member on a break or on the restricted persons list receives no money
 * (docs/decisions/0041-responsible-gaming.md): 400 `downline_restricted`
 * with the restriction.
 */
const assertMayReceive = (tx: TExecutor, memberId: number, now: Date): void => {
  const restriction = restrictionOf(tx, memberId, now);
  if (restriction)
    throw new WireError(400, 'downline_restricted', 'This member may not receive money now', {
      restriction,
    });
};

/**
 * `transferDownline` and `transferMultipleDownline`: the agent's main wallet
 * to the main wallets of members of its team (404 `downline_not_found` for
 * anyone else), once per requestId, after the payment password. All or
 * nothing: every recipient must be free to receive money (400
 * `downline_restricted`, checked in the moving transaction) and the agent's
 * wallet must hold the sum (`insufficient_balance`) before anything moves.
 * Answers the agent's balances; every member's balance is published after
 * commit.
 */
export const transferToDownlines = async (
  context: TEventContext,
  merchant: TMerchant,
  agent: TMember,
  transfer: TDownlineTransfer,
  now: Date,
) => {
  const recipients = transfer.transfers.map((item) => ({
    member: teamMemberById(context.db, agent, item.memberId),
    amountMinor: item.amountMinor,
  }));
  const once = {
    memberId: agent.id,
    requestId: transfer.requestId,
    kind: 'downline',
    fields: { transfers: transfer.transfers },
  };
  // A replay answers the first result even if the payment password changed since.
  if (!earlierResult(context.db, once))
    await verifyPaymentPassword(context.db, agent.id, transfer.paymentPassword, now);
  const totalMinor = recipients.reduce((sum, item) => sum + item.amountMinor, 0);
  const balance = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      for (const { member } of recipients) assertMayReceive(tx, member.id, now);
      const source = mainWalletHolding(tx, agent.id, totalMinor);
      recipients.forEach(({ member, amountMinor }, index) =>
        moveBetweenWallets(tx, {
          from: { walletId: source.id, kind: 'downline_out', reference: `downline:${member.username}` },
          to: {
            walletId: mainWalletOf(tx, member.id).id,
            kind: 'downline_in',
            reference: `upline:${agent.username}`,
          },
          amountMinor,
          idempotencyKey: `downline:${agent.id}:${transfer.requestId}:${index}`,
          now,
        }),
      );
      return buildBalance(tx, merchant, agent.id, ALL_WALLETS_TYPE_ID);
    }),
  );
  publishBalance(context, agent.id);
  for (const memberId of new Set(recipients.map(({ member }) => member.id)))
    publishBalance(context, memberId);
  return balance;
};
