import {
  type TLoginResult,
  type TWireLoginValue,
  type TWireSecondFactorChallenge,
  ZWireSecondFactorChallengeSchema,
} from '@site/contracts';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { TContext } from '../context.js';
import { sessionOrGuest } from '../guest-session.js';
import type { TLoginOptions } from './credential.js';
import { startMemberSession } from './start-member-session.js';

const SECOND_FACTOR_REQUIRED = 'login_verification_required';

/** The challenge of a login the upstream refused until a second factor is proven, or null. */
export const secondFactorChallengeOf = (error: unknown): TWireSecondFactorChallenge | null => {
  if (!(error instanceof UpstreamError) || error.errorCode !== SECOND_FACTOR_REQUIRED) return null;
  const challenge = ZWireSecondFactorChallengeSchema.safeParse(error.value);
  return challenge.success ? challenge.data : null;
};

/**
 * Keeps the challenge in the sealed cookie, beside whatever session the
 * visitor has now: the verification token never reaches the browser.
 */
export const rememberSecondFactorChallenge = (
  ctx: TContext,
  challenge: TWireSecondFactorChallenge,
  account: string,
  options: TLoginOptions,
): void => {
  const credential = options.credential;
  if (credential === 'token' || credential === 'trial') return;
  ctx.session.save({
    ...sessionOrGuest(ctx),
    secondFactor: {
      verificationToken: challenge.verificationToken,
      method: challenge.method,
      account,
      remember: options.remember,
      portal: options.portal,
      credential,
      createdAt: ctx.clock.now(),
    },
  });
};

/**
 * One login attempt: signed in, or (a new IP for a member with a second
 * factor) the challenge is kept and the browser is told which method to ask for.
 */
export const attemptLogin = async (
  ctx: TContext,
  account: string,
  callUpstream: () => Promise<TWireLoginValue>,
  options: TLoginOptions,
): Promise<TLoginResult> => {
  let login: TWireLoginValue;
  try {
    login = await callUpstream();
  } catch (error) {
    const challenge = secondFactorChallengeOf(error);
    if (!challenge) throw error;
    rememberSecondFactorChallenge(ctx, challenge, account, options);
    return { status: 'second_factor', method: challenge.method, target: challenge.target ?? null };
  }
  return { status: 'signed_in', ...(await startMemberSession(ctx, login, options)) };
};
