import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { CASHIER_LIMITS, LIMITS, type TErrorData, type TErrorKey } from '@site/contracts';

/**
 * The gateway's typed failure and the one table of HTTP statuses per catalogue
 * key (docs/history/skeleton-interfaces.md, "Errors"): 400 input and business, 401
 * session gone, 403 origin, 404 unknown cashier things, 409 conflicting money
 * requests, 429 rate limit, 502/503 upstream unreachable. Upstream failures
 * become AppErrors in upstream/errors.ts.
 */

/** Keys that are not a plain 400; every other catalogue key is a business failure. */
const STATUS_BY_KEY: Partial<Record<TErrorKey, TRPC_ERROR_CODE_KEY>> = {
  'login.not.session': 'UNAUTHORIZED',
  not_logged_in: 'UNAUTHORIZED',
  token_ip_different: 'UNAUTHORIZED',
  forbidden_origin: 'FORBIDDEN',
  in_need_true_account: 'FORBIDDEN',
  error_not_agent: 'FORBIDDEN',
  account_locked: 'FORBIDDEN',
  blockip: 'FORBIDDEN',
  too_many_requests: 'TOO_MANY_REQUESTS',
  sms_too_many_requests: 'TOO_MANY_REQUESTS',
  sms_quota_exceeded: 'TOO_MANY_REQUESTS',
  in_network_again: 'SERVICE_UNAVAILABLE',
  upstream_unavailable: 'SERVICE_UNAVAILABLE',
  timeout_retry_please: 'SERVICE_UNAVAILABLE',
  maintenance: 'SERVICE_UNAVAILABLE',
  system_busy: 'SERVICE_UNAVAILABLE',
  unknown_error: 'INTERNAL_SERVER_ERROR',
  // Wallet and cashier (docs/history/money-interfaces.md): the statuses the upstream answers them with.
  deposit_not_allowed: 'FORBIDDEN',
  wallet_not_found: 'NOT_FOUND',
  channel_not_found: 'NOT_FOUND',
  bank_card_not_found: 'NOT_FOUND',
  withdrawal_not_found: 'NOT_FOUND',
  message_not_found: 'NOT_FOUND',
  request_conflict: 'CONFLICT',
  // Rewards: an unknown promotion, claim, ticket, code, mission or catalogue item; a second claim.
  promotion_not_found: 'NOT_FOUND',
  claim_not_found: 'NOT_FOUND',
  ticket_not_found: 'NOT_FOUND',
  promo_code_invalid: 'NOT_FOUND',
  mission_not_found: 'NOT_FOUND',
  point_reward_not_found: 'NOT_FOUND',
  reward_already_claimed: 'CONFLICT',
  claim_state_changed: 'CONFLICT',
  promo_code_used: 'CONFLICT',
  // Lottery: an unknown game, draw or order (another member's too); a line or draw past cancelling.
  lottery_game_not_found: 'NOT_FOUND',
  lottery_draw_not_found: 'NOT_FOUND',
  lottery_order_not_found: 'NOT_FOUND',
  lottery_draw_closed: 'CONFLICT',
  lottery_sub_order_not_cancellable: 'CONFLICT',
  // Live chat: support closed the chat to this member; an unknown topic.
  chat_not_allowed: 'FORBIDDEN',
  chat_topic_not_found: 'NOT_FOUND',
  // Agent centre: a member or contract outside the agent's subtree does not exist for it.
  downline_not_found: 'NOT_FOUND',
  invite_link_not_found: 'NOT_FOUND',
  contract_not_found: 'NOT_FOUND',
  contract_pending: 'CONFLICT',
  contract_state_changed: 'CONFLICT',
  // A money request whose outcome the upstream has not told yet (decision 0015): not a failure.
  request_pending: 'GATEWAY_TIMEOUT',
  payment_password_exists: 'CONFLICT',
  withdrawal_pending: 'CONFLICT',
  withdrawal_not_confirmable: 'CONFLICT',
  payment_password_locked: 'TOO_MANY_REQUESTS',
  // Responsible gaming (decision 0041): a break or listing in force; a limit change that is not
  // there or not yet due; a return asked for when none can be. A limit reached is a plain 400.
  account_restricted: 'FORBIDDEN',
  limit_change_not_found: 'NOT_FOUND',
  limit_change_not_due: 'CONFLICT',
  return_not_available: 'CONFLICT',
};

export const trpcCodeForKey = (key: TErrorKey): TRPC_ERROR_CODE_KEY => STATUS_BY_KEY[key] ?? 'BAD_REQUEST';

/**
 * Seconds a 429 asks the client to wait (Retry-After) when the refusal does
 * not say (no `hint.retryAfterSeconds`, as the upstream may answer): the
 * catalogue's own numbers. The gateway's limits count per minute, so a minute
 * for any other 429; an upstream SMS quota is daily, asked again within the hour.
 */
const RETRY_AFTER_SECONDS_BY_KEY: Partial<Record<TErrorKey, number>> = {
  too_many_requests: 60,
  sms_too_many_requests: LIMITS.smsTooManyRequestsRetryMinutes * 60,
  sms_quota_exceeded: 60 * 60,
  payment_password_locked: CASHIER_LIMITS.paymentPasswordLockMinutes * 60,
};
const RETRY_AFTER_SECONDS_OTHERWISE = 60;

export const defaultRetryAfterSeconds = (key: TErrorKey): number =>
  RETRY_AFTER_SECONDS_BY_KEY[key] ?? RETRY_AFTER_SECONDS_OTHERWISE;

/** A failure the web app can translate: a TRPCError whose formatted `data` is {@link TErrorData}. */
export class AppError extends TRPCError {
  readonly errorData: TErrorData;

  constructor(errorData: TErrorData, options: { code?: TRPC_ERROR_CODE_KEY; cause?: unknown } = {}) {
    super({
      code: options.code ?? trpcCodeForKey(errorData.key),
      message: errorData.key,
      cause: options.cause,
    });
    this.name = 'AppError';
    this.errorData = errorData;
  }
}

export const appError = (key: TErrorKey, extra: Omit<TErrorData, 'key'> = {}): AppError =>
  new AppError({ key, ...extra });
