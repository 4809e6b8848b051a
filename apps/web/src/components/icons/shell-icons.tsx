import { Icon, type TIconProps } from './icon';

/*
 * The icons the first load draws (header, game navigation, toasts, error
 * screens), drawn in the frame of ./icon. Apart from ./icons so the pages'
 * icons stay out of the first load: one module lands in one chunk whole.
 */

export const CloseIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const RefreshIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
    <path d="M21 3v5h-5" />
  </Icon>
);

export const HeadsetIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
    <path d="M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2ZM3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2Z" />
    <path d="M19 17v1a3 3 0 0 1-3 3h-3" />
  </Icon>
);

export const GlobeIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

export const ChevronDownIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const AlertIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
);

export const FeedbackIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M20 13v5a2 2 0 0 1-2 2H7l-4 3V6a2 2 0 0 1 2-2h7" />
    <path d="M18.5 2.5a2.1 2.1 0 0 1 3 3L14 13l-4 1 1-4Z" />
  </Icon>
);

export const KeyIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
  </Icon>
);

export const ChevronRightIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
