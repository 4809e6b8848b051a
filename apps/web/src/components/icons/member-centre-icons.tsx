import { Icon, type TIconProps } from './icon';

/* Icons of the member centre and its header entries, drawn in the frame of ./icon. */

export const DepositIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5" />
    <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Icon>
);

export const WithdrawIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Icon>
);

export const RecordIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M6 3h12a1 1 0 0 1 1 1v17l-3-2-3 2-3-2-3 2-2-1.5V4a1 1 0 0 1 1-1Z" />
    <path d="M9 8h6M9 12h6" />
  </Icon>
);

export const MailIcon = (props: TIconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const WalletIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
    <path d="M21 9h-5a3 3 0 0 0 0 6h5Z" />
  </Icon>
);

/** Responsible gaming: a heart in a hand's shelter. */
export const SafePlayIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 11c0 5.65-7 10-7 10Z" />
    <path d="M9 12h2l1-2 1 4 1-2h1" />
  </Icon>
);

export const TransferIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M4 8h14l-4-4M20 16H6l4 4" />
  </Icon>
);
