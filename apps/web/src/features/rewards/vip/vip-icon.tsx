import { Icon, type TIconProps } from '../../../components/icons/icon';

/** A crown: the VIP rank. */
export const VipIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
  </Icon>
);
