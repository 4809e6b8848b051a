import { Icon, type TIconProps } from '../../../components/icons/icon';

/* Icons of the games feature, drawn like the shared ones (stroke, currentColor, decorative). */
export const HeartIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 20.5s-7.5-4.4-9.3-9.2C1.6 8.3 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.6 0 5.6 3.8 4.5 6.8-1.8 4.8-9.3 9.2-9.3 9.2Z" />
  </Icon>
);

export const PlayTriangleIcon = (props: TIconProps) => (
  <Icon {...props} filled>
    <path d="M8 5.5v13l10.5-6.5Z" />
  </Icon>
);

export const SearchIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

export const WrenchIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 12.6a6 6 0 0 1-7.7 1.9L6.5 21.3a2 2 0 0 1-2.8-2.8l6.8-6.8a6 6 0 0 1 1.9-7.7l1.3 1.3Z" />
  </Icon>
);

export const GridIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </Icon>
);

export const HistoryIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3.5 4v4h4" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const FlameIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 21c-3.9 0-6.5-2.7-6.5-6.2 0-3.3 2.3-5.3 3.6-7.8.4 1.9 1.4 3 2.4 3.4C11.3 7 12.6 4.6 15 3c-.3 2.7.9 4.5 2.1 6 1 1.3 1.4 2.6 1.4 4.3 0 4.4-2.6 7.7-6.5 7.7Z" />
  </Icon>
);

export const SparkleIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 3.5 13.8 9l5.7 1.5-5.7 1.6L12 18l-1.8-5.9-5.7-1.6L10.2 9Z" />
  </Icon>
);

export const UsersIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5" />
    <path d="M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c1.9.7 3.2 2.5 3.5 5.2" />
  </Icon>
);
