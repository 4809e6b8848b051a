import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isAgentType, type ZWireUplineInfoSchema } from '@site/contracts';
import { mainWalletHolding, mainWalletOf, moveBetweenWallets } from '../../../core/money/main-wallet.js';
import { earlierResult, oncePerRequest } from '../../../core/money/money-request.js';
import { verifyPaymentPassword } from '../../../core/money/payment-password.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from '../../../core/money/wallet-service.js';
import type { TExecutor } from '../../../db/client.js';
import { members, type TMember, type TMerchant } from '../../../db/schema.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';

/** The agent the member registered under, if the referrer is an agent. */
export const uplineAgentOf = (db: TExecutor, member: TMember): TMember | undefined => {
  if (member.referrerMemberId === null) return undefined;
  const referrer = db.select().from(members).where(eq(members.id, member.referrerMemberId)).get();
  return referrer && isAgentType(referrer.type) ? referrer : undefined;
};

/** `value` of `GET MCSFE_getUplineInfo`. */
export const uplineInfo = (db: TExecutor, member: TMember): z.input<typeof ZWireUplineInfoSchema> => {
  const agent = uplineAgentOf(db, member);
  return { hasUpline: agent !== undefined, uplineAccount: agent?.username ?? null };
};

export type TUplineTransfer = { amountMinor: number; paymentPassword: string; requestId: string };

/**
 * `POST MCSFE_transferToUpline`: main wallet to the upline agent's main
 * wallet (ledger upline_out + upline_in), once per requestId, after the
 * payment password. `no_upline` 400 without an agent upline. Answers the
 * member's balances after it; both members' balances are published.
 */
export const transferToUpline = async (
  context: TEventContext,
  merchant: TMerchant,
  member: TMember,
  transfer: TUplineTransfer,
  now: Date,
) => {
  const agent = uplineAgentOf(context.db, member);
  if (!agent) throw new WireError(400, 'no_upline', 'The member has no agent upline');
  const once = {
    memberId: member.id,
    requestId: transfer.requestId,
    kind: 'upline',
    fields: { amount: transfer.amountMinor },
  };
  // A replay answers the first result even if the payment password changed since.
  if (!earlierResult(context.db, once))
    await verifyPaymentPassword(context.db, member.id, transfer.paymentPassword, now);
  const balance = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      const source = mainWalletHolding(tx, member.id, transfer.amountMinor);
      moveBetweenWallets(tx, {
        from: { walletId: source.id, kind: 'upline_out', reference: `upline:${agent.username}` },
        to: {
          walletId: mainWalletOf(tx, agent.id).id,
          kind: 'upline_in',
          reference: `downline:${member.username}`,
        },
        amountMinor: transfer.amountMinor,
        idempotencyKey: `upline:${member.id}:${transfer.requestId}`,
        now,
      });
      return buildBalance(tx, merchant, member.id, ALL_WALLETS_TYPE_ID);
    }),
  );
  publishBalance(context, member.id);
  publishBalance(context, agent.id);
  return balance;
};
