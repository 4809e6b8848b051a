import type { SVGProps } from 'react';

/*
 * Sign-in provider marks, drawn inline in their own brand colours (so they do
 * not follow `currentColor` like the stroke icons). Decorative: the link
 * around them carries the name.
 */
type TBrandIconProps = SVGProps<SVGSVGElement>;

export const GoogleIcon = (props: TBrandIconProps) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
    <path
      fill="#EA4335"
      d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
    />
  </svg>
);

export const FacebookIcon = (props: TBrandIconProps) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
    <circle cx="12" cy="12" r="12" fill="#1877F2" />
    <path
      fill="#fff"
      d="M16.7 15.5 17.2 12h-3.4V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12h-3v3.5h3V24a12 12 0 0 0 3.8 0v-8.5h2.9Z"
    />
  </svg>
);

export const LineIcon = (props: TBrandIconProps) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
    <rect width="24" height="24" rx="5.5" fill="#06C755" />
    <path
      fill="#fff"
      d="M12 4.5c-4.7 0-8.5 3-8.5 6.8 0 3.4 3 6.2 7.1 6.7.3.1.7.2.8.4.1.2 0 .6 0 .8l-.1.7c0 .2-.2.9.8.4.9-.4 5-2.9 6.8-5 1.2-1.4 1.8-2.8 1.8-4 0-3.8-3.8-6.8-8.7-6.8Z"
    />
  </svg>
);

export const AppleIcon = (props: TBrandIconProps) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
    <circle cx="12" cy="12" r="12" fill="#fff" />
    <path
      fill="#000"
      d="M16.2 12.6c0-1.8 1.5-2.7 1.6-2.8-.9-1.3-2.2-1.4-2.7-1.5-1.1-.1-2.2.7-2.8.7-.6 0-1.5-.7-2.4-.6-1.3 0-2.4.7-3 1.8-1.3 2.2-.3 5.5.9 7.3.6.9 1.3 1.9 2.3 1.8.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2-.1 0-1.8-.7-1.9-2.9ZM14.4 7.2c.5-.6.9-1.5.8-2.3-.7 0-1.6.5-2.2 1.1-.5.5-.9 1.4-.8 2.2.8.1 1.7-.4 2.2-1Z"
    />
  </svg>
);

export const TelegramIcon = (props: TBrandIconProps) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
    <circle cx="12" cy="12" r="12" fill="#2AABEE" />
    <path
      fill="#fff"
      d="M5.4 11.8c3.5-1.5 5.8-2.5 7-3 3.3-1.4 4-1.6 4.5-1.6.1 0 .3 0 .5.1l.1.3v.5c-.2 1.9-1 6.5-1.4 8.7-.2.9-.5 1.2-.8 1.2-.7.1-1.2-.4-1.9-.9l-2.7-1.8c-1.2-.8-.4-1.2.3-2 .2-.2 3.3-3 3.4-3.3v-.2h-.3c-.1 0-1.8 1.2-5 3.3-.5.3-.9.5-1.3.5s-1.3-.3-1.9-.5c-.8-.2-1.4-.4-1.3-.8 0-.2.3-.4.8-.6Z"
    />
  </svg>
);

export const MayaIcon = (props: TBrandIconProps) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
    <rect width="24" height="24" rx="5.5" fill="#000" />
    <path
      fill="#00D26A"
      d="M5 16.5V9.8h1.8v.8c.5-.6 1.2-1 2-1 1 0 1.6.4 2 1.2.6-.8 1.3-1.2 2.3-1.2 1.6 0 2.6 1 2.6 2.8v4.1h-1.9v-3.8c0-1-.4-1.4-1.2-1.4s-1.3.5-1.3 1.5v3.7H9.5v-3.8c0-1-.4-1.4-1.2-1.4s-1.3.5-1.3 1.5v3.7Z"
    />
    <circle cx="18.3" cy="15.3" r="1.3" fill="#00D26A" />
  </svg>
);
