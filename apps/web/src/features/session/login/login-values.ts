import { rememberedUsername } from '../remembered-username';

export type TLoginValues = { username: string; password: string; captcha: string };

/** A login form's first values: the username remembered on this device (members only), nothing else. */
export const initialLoginValues = (portal: 'member' | 'agent' = 'member'): TLoginValues => ({
  username: (portal === 'member' ? rememberedUsername() : null) ?? '',
  password: '',
  captcha: '',
});
