import type { TMessageKey } from '../i18n-keys';

/** One i18n message key per field; a field without a message has none. */
export type TFieldErrors<TField extends string> = Partial<Record<TField, TMessageKey>>;

/** True when the errors object holds at least one message. */
export const hasErrors = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).some(Boolean);

/** Moves focus to the first invalid field once React has drawn the errors. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
};
