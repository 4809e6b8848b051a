import { Icon, type TIconProps } from '../../components/icons/icon';

/* The home page's own stroke icons, drawn like the shared ones in components/icons. */
export const MegaphoneIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
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
