import type { z } from 'zod';
import type { ZWireLoginValueSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import type { TMember } from '../../db/schema.js';
import { createSession } from '../sessions/session-store.js';
import { maskMobile } from './mask.js';
import { consumeFirstLogin } from './member-store.js';

export type TWireLoginValueInput = z.input<typeof ZWireLoginValueSchema>;

/** Opens a session for a member and builds the login reply `value` (login and registration alike). */
export const openMemberSession = (db: TExecutor, member: TMember, now: Date): TWireLoginValueInput => {
  const session = createSession(db, member.id, now);
  return {
    token: session.token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: consumeFirstLogin(db, member),
    passwordExpired: member.isPasswordExpired,
    mobileNum: maskMobile(member.mobile),
  };
};
