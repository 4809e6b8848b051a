/*
 * Freezes page scrolling while any dialog is open and puts the page back where
 * it was afterwards. Counted, because a confirm dialog can open over a modal.
 * `position: fixed` (rather than overflow hidden alone) also stops iOS Safari
 * from scrolling the page behind the dialog.
 */
let lockCount = 0;
let savedScrollY = 0;
let savedStyle = '';

export const lockScroll = (): void => {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  savedScrollY = window.scrollY;
  savedStyle = body.getAttribute('style') ?? '';
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.position = 'fixed';
  body.style.top = `-${savedScrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
};

export const unlockScroll = (): void => {
  if (lockCount === 0) return;
  lockCount -= 1;
  if (lockCount > 0) return;
  const { body } = document;
  if (savedStyle) body.setAttribute('style', savedStyle);
  else body.removeAttribute('style');
  window.scrollTo(0, savedScrollY);
};

export const isScrollLocked = (): boolean => lockCount > 0;
