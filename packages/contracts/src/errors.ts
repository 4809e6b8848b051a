import type { TRestrictionKind, TRgLimitType, TRgPeriod } from './domain/responsible.js';

/**
 * The error catalogue (docs/product.md §8) as keys. The gateway answers every
 * business failure with one of these in `error.data.key`; the web app
 * translates `error.<key>` and never shows upstream text it has not mapped.
 */
export const WIRE_ERROR_CODES = [
  'login.not.session',
  'function.not.available',
  'request_body_required',
  'request_param_err',
  'domain_not_available',
  'token_ip_different',
  'login_blocked_by_self_exclusion',
  'user_record_not_exists',
  'login_verification_required',
] as const;

export const CATALOGUE_ERROR_KEYS = [
  // validation and input
  'validation_failed',
  // sign-in
  'error_password',
  'captcha_required',
  'captcha_invalid',
  'member_no_enter',
  'error_not_agent',
  'account_locked',
  'second_factor_invalid',
  'social_login_failed',
  'old_password_incorrect',
  'mobile_not_registered',
  'in_need_true_account',
  'not_logged_in',
  // registration and recovery
  'username_taken',
  'mobile_taken',
  'email_taken',
  'invitation_code_error',
  'username_or_email_not_exist',
  'verify_first',
  // sms and phone authentication
  'sms_invalid_phone',
  'sms_too_many_requests',
  'sms_invalid_code',
  'sms_code_expired',
  'sms_quota_exceeded',
  'sms_operation_not_allowed',
  'sms_invalid_captcha_or_domain',
  'sms_popup_closed',
  // access and availability
  'blockip',
  'maintenance',
  'game_maintenance',
  'game_not_found',
  'insufficient_balance',
  // wallet and cashier
  'single_wallet',
  'wallet_not_found',
  'request_conflict',
  'request_pending',
  'deposit_not_allowed',
  'channel_not_found',
  'amount_out_of_range',
  'invalid_proof_image',
  'payment_password_not_set',
  'payment_password_exists',
  'payment_password_incorrect',
  'payment_password_locked',
  'bank_card_not_found',
  'bank_card_limit',
  'withdrawal_not_found',
  'withdrawal_not_confirmable',
  'withdrawal_pending',
  'no_upline',
  'nothing_to_claim',
  'message_not_found',
  // agent centre
  'downline_not_found',
  'not_direct_downline',
  'rebate_above_upline',
  'invite_link_not_found',
  'invite_link_limit',
  'contract_not_found',
  'contract_not_allowed',
  'contract_rate_too_high',
  'contract_pending',
  'contract_state_changed',
  // rewards
  'promotion_not_found',
  'promotion_not_available',
  'promotion_already_joined',
  'promotion_not_joined',
  'claim_not_found',
  'claim_state_changed',
  'reward_already_claimed',
  'raffle_no_chance',
  'ticket_not_found',
  'promo_code_invalid',
  'promo_code_used',
  'promo_code_exhausted',
  'mission_not_found',
  'point_reward_not_found',
  'point_reward_sold_out',
  'points_insufficient',
  'points_below_minimum',
  // lottery
  'lottery_game_not_found',
  'lottery_draw_closed',
  'lottery_draw_not_found',
  'lottery_order_not_found',
  'lottery_sub_order_not_cancellable',
  'system_busy',
  'game_round_open',
  // responsible gaming (docs/decisions/0041-responsible-gaming.md)
  'deposit_limit_reached',
  'loss_limit_reached',
  'wager_limit_reached',
  'play_time_limit_reached',
  'account_restricted',
  'downline_restricted',
  'registration_not_available',
  'limit_change_not_found',
  'limit_change_not_due',
  'break_shorter_than_current',
  'return_not_available',
  // live chat
  'chat_not_allowed',
  'chat_topic_not_found',
  'too_many_requests',
  'forbidden_origin',
  // network and client
  'in_network_again',
  /** The gateway's circuit breaker is open: the call was not sent (decision 0036). */
  'upstream_unavailable',
  'timeout_retry_please',
  'page_load_timeout',
  'invalid_url',
  'chunk_load_failed',
  'unknown_error',
] as const;

export const ERROR_KEYS = [...WIRE_ERROR_CODES, ...CATALOGUE_ERROR_KEYS] as const;
export type TErrorKey = (typeof ERROR_KEYS)[number];

const known = new Set<string>(ERROR_KEYS);
export const isErrorKey = (value: unknown): value is TErrorKey =>
  typeof value === 'string' && known.has(value);

/** The shape the gateway puts in a tRPC error's `data`. */
export type TErrorData = {
  key: TErrorKey;
  /** Per-field validation message keys, for `validation_failed`. */
  fieldErrors?: Record<string, string>;
  /** Extra, non-secret hints: for example `{ captcha: true }` on a failed login. */
  hint?: {
    captcha?: boolean;
    /** Lockouts, rate limits and SMS guards: when to try again. */
    retryAfterSeconds?: number;
    /** A responsible gaming limit refused the move: what it leaves (minor units, or minutes) and when it resets. */
    limit?: { type: TRgLimitType; period: TRgPeriod; left: number; resetsAt: number };
    /** A time-out, self-exclusion or listing refused it, until when (null: no end). */
    restriction?: { kind: TRestrictionKind; since: number; until: number | null };
  };
};
