import { Icon, type TIconProps } from '../../components/icons/icon';

/* The home page's own stroke icons, drawn like the shared ones in components/icons. */
export const MegaphoneIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);

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

export const PauseIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
);

export const ResumeIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="m8 5 11 7-11 7Z" />
  </Icon>
);
