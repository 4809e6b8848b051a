import { PLAYER_MEMBER_TYPE } from '@site/contracts';
import type { TDatabase } from '../../db/client.js';
import type { WireError } from '../../wire/envelope.js';
import { openMemberSession, type TWireLoginValueInput } from '../session/login-value.js';
import { insertMemberWithWallet } from './member-store.js';

export type TNewPlayer = {
  merchantId: number;
  username: string;
  passwordHash: string;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  referrerMemberId: number | null;
  language: string;
};

/** What a registration answers: a login (the default), or the new account when `login` is false. */
export type TRegistrationValue = TWireLoginValueInput | { id: number; userName: string };

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Creates a player (type 0) with an empty main wallet, and its first session
 * when `shouldLogIn`. `takenError` is what a racing registration of the same
 * username answers.
 */
export const createPlayer = (
  db: TDatabase,
  player: TNewPlayer,
  shouldLogIn: boolean,
  takenError: () => WireError,
  now: Date,
): TRegistrationValue => {
  try {
    return db.transaction((tx) => {
      const member = insertMemberWithWallet(
        tx,
        {
          ...player,
          type: PLAYER_MEMBER_TYPE,
          nickname: player.username.trim(),
          // The session opened below is the first login, so the reply reports it.
          isFirstLogin: true,
        },
        now,
      );
      return shouldLogIn ? openMemberSession(tx, member, now) : { id: member.id, userName: member.username };
    });
  } catch (error) {
    // Two registrations of one name racing past the caller's check.
    if (isUniqueViolation(error)) throw takenError();
    throw error;
  }
};
