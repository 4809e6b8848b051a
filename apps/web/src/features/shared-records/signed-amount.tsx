import styles from './records.module.css';

type TSignedAmountProps = {
  minor: number;
  format: (minor: number) => string;
};

/** A result or movement: green with a plus when positive, red with a minus when negative. */
export const SignedAmount = ({ minor, format }: TSignedAmountProps) => {
  const tone = minor > 0 ? styles.positive : minor < 0 ? styles.negative : undefined;
  const text = minor > 0 ? `+${format(minor)}` : format(minor);
  return <span className={tone}>{text}</span>;
};
