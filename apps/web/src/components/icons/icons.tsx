import { Icon, type TIconProps } from './icon';

/* The pages' icons, drawn in the frame of ./icon (the first load's are in ./shell-icons). */

export const EyeIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </Icon>
);

export const LogOutIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
);

export const UserIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const GiftIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7" />
    <path d="M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7ZM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z" />
  </Icon>
);

export const ShieldIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
  </Icon>
);

export const ChatIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M21 12a8 8 0 0 1-11.8 7L3 21l2-6.2A8 8 0 1 1 21 12Z" />
  </Icon>
);

/** A message box with a pencil: feedback, apart from the live chat's bubble. */

export const SendIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </Icon>
);

export const PlayIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3Z" />
  </Icon>
);

export const CameraIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Icon>
);

export const LinkIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);

export const ClockIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const InfoIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);

export const ChevronLeftIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const CheckIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const TrophyIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M17 5h3v2a4 4 0 0 1-3 3.87M7 5H4v2a4 4 0 0 0 3 3.87" />
  </Icon>
);

/* Devices and app stores (the app download block and page). */

export const PhoneIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M11 18h2" />
  </Icon>
);

export const AndroidIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M4 18a8 8 0 0 1 16 0Z" />
    <path d="m7 8.5-2-3M17 8.5l2-3M9 14h.01M15 14h.01" />
  </Icon>
);

export const AppleIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 7c-1.5-1.2-4.5-1.3-6 1-1.6 2.5-.8 7 1.5 10 1 1.3 2 2 3 1.6.8-.3 1.2-.6 1.5-.6s.7.3 1.5.6c1 .4 2-.3 3-1.6 1-1.3 1.6-2.6 2-4-1.8-.8-2.7-2.3-2.5-4 .1-1 .7-1.9 1.5-2.5-1.5-1.8-4-1.8-5.5-.5Z" />
    <path d="M12 7c0-2 1.2-3.6 3-4" />
  </Icon>
);

export const MonitorIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4" />
  </Icon>
);

export const TelephoneIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.9.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  </Icon>
);

export const QrCodeIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 17h4v4h-4" />
  </Icon>
);

export const ArrowUpIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
