/**
 * The audit trail (docs/decisions/0016-audit-trail.md): every account change
 * and every money request leaves one event, named alike in the gateway's
 * audit log and the mock's audit table. An action is the tRPC procedure
 * that asks for it (`group.procedure`), or, for a call the site proxies to
 * an upstream page (a lottery slip placed in the lobby), the procedure it
 * would be.
 */
export const AUDIT_ACTIONS = [
  'account.changePassword',
  'account.registerByEmail',
  'account.forgotByEmail',
  'account.resetByPhone',
  'account.changeAvatar',
  'account.updateProfile',
  'account.setLanguage',
  'account.verifyMobile',
  'wallet.setPaymentPassword',
  'wallet.resetPaymentPassword',
  'wallet.addBankCard',
  'wallet.deposit',
  'wallet.withdraw',
  'wallet.confirmWithdrawal',
  'wallet.transfer',
  'wallet.transferToUpline',
  'records.claimRebate',
  'agent.transferToDownline',
  'agent.transferToDownlines',
  'agent.updateDownlineRebates',
  'agent.createInviteLink',
  'agent.deleteInviteLink',
  'agent.registerDownline',
  'agent.offerContract',
  'agent.processContract',
  'rewards.join',
  'rewards.applyForReward',
  'rewards.cancel',
  'rewards.claim',
  'rewards.claimLoginBonus',
  'rewards.drawRaffle',
  'rewards.claimTicket',
  'rewards.claimPromoCode',
  'rewards.redeem',
  'rewards.convert',
  'lottery.placeOrder',
  'lottery.cancelSubOrder',
  'system.sendFeedback',
  'responsible.setLimit',
  'responsible.confirmLimit',
  'responsible.cancelLimitChange',
  'responsible.setRealityCheck',
  'responsible.takeBreak',
  'responsible.askToReturn',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * succeeded: done. refused: a 4xx, nothing changed. failed: our own error,
 * nothing changed. unknown: the upstream may or may not have done it (a
 * timeout, a dropped connection, a broken reply), so it is never written
 * down as failed.
 */
export const AUDIT_OUTCOMES = ['succeeded', 'refused', 'failed', 'unknown'] as const;
export type TAuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** One audit event. Never a password, a token or a full card number: only these fields. */
export type TAuditEvent = {
  action: TAuditAction;
  outcome: TAuditOutcome;
  /** The upstream's member id; null when the call names no member (a guest's password reset). */
  memberId: string | null;
  ip: string;
  /** The gateway's id of the HTTP request, sent upstream as `X-Request-Id` (docs/upstream.md §1). */
  requestId: string;
  /** The `requestId` of a money request (its idempotency key), when it carries one. */
  moneyRequestId: string | null;
  /** The catalogue key of a refusal or failure; null on success. */
  reason: string | null;
  /** ISO 8601. */
  at: string;
};
