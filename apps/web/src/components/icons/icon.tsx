import type { SVGProps } from 'react';

/*
 * The frame of every icon: small stroke drawings inline, so they inherit
 * `currentColor` and cost no requests. Decorative by default: the control
 * around them carries the name. `filled` paints the shape too (a chosen heart).
 */
export type TIconProps = SVGProps<SVGSVGElement> & { filled?: boolean };

export const Icon = ({ children, filled, ...props }: TIconProps) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);
