import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/*
 * "Remember me" keeps only the username on this device (and asks the gateway
 * for a 24-hour session). Passwords are never stored in the browser.
 */
export const rememberedUsername = (): string | null => readStorage(STORAGE_KEYS.rememberedUsername);

/** Whether "remember me" starts ticked: it was ticked at the last login on this device. */
export const hasRememberedUsername = (): boolean => rememberedUsername() !== null;

export const updateRememberedUsername = (username: string, shouldRemember: boolean): void => {
  if (shouldRemember) writeStorage(STORAGE_KEYS.rememberedUsername, username);
  else removeStorage(STORAGE_KEYS.rememberedUsername);
};
