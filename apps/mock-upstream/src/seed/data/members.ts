import { AGENT_MEMBER_TYPES, PLAYER_MEMBER_TYPE, TRIAL_MEMBER_TYPE } from '@site/contracts';
import type { TNewMember } from '../../core/members/member-store.js';

export type TSeedMember = Omit<TNewMember, 'merchantId' | 'passwordHash'> & {
  role: string;
  password: string;
};

export const DEMO_PASSWORD = 'Passw0rd!';

/** The demo logins printed at start-up (docs/history/skeleton-interfaces.md, Seed). */
export const DEMO_MEMBERS: readonly TSeedMember[] = [
  {
    role: 'player',
    username: 'demo_player',
    password: DEMO_PASSWORD,
    type: PLAYER_MEMBER_TYPE,
    nickname: 'Demo Player',
    mobile: '09171234567',
    countryDialingCode: '+63',
    email: 'demo.player@example.com',
    language: 'EN',
    isFirstLogin: false,
    openingBalanceMinor: 1_234_567,
  },
  {
    role: 'agent',
    username: 'demo_agent',
    password: DEMO_PASSWORD,
    type: AGENT_MEMBER_TYPES[0],
    nickname: 'Demo Agent',
    language: 'EN',
    affiliateCode: 'AGENT01',
    isFirstLogin: false,
  },
  {
    role: 'trial',
    username: 'demo_trial',
    password: DEMO_PASSWORD,
    type: TRIAL_MEMBER_TYPE,
    nickname: 'Trial Guest',
    language: 'EN',
    isFirstLogin: false,
  },
];
