import { useRef, useState } from 'react';
import { formatMoney } from '@site/contracts/domain';
import { TrophyIcon } from '../../../components/icons/icons';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/media-query';
import { useEvery } from '../../../lib/ticker';
import { useInView } from '../../../lib/use-in-view';
import { useTranslation } from '../../../lib/use-translation';
import styles from './jackpot.module.css';
import { jackpotDelayMs, jackpotStartMinor, jackpotStepMinor } from './jackpot-random';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The decorative jackpot (docs/product.md §9): a random start that rises now
 * and then, on the shared tick, while `isRising` (on screen, motion wanted).
 */
const useJackpotMinor = (isRising: boolean): number => {
  const [amount, setAmount] = useState(() => jackpotStartMinor());
  useEvery(jackpotDelayMs, () => setAmount((current) => current + jackpotStepMinor()), isRising);
  return amount;
};

/** A digit on a 0–9 reel that rolls to its value. */
const Reel = ({ digit }: { digit: number }) => (
  <span className={styles.reel}>
    <span className={styles.strip} style={{ transform: `translateY(${-digit * 10}%)` }}>
      {DIGITS.map((value) => (
        <span key={value} className={styles.reelDigit}>
          {value}
        </span>
      ))}
    </span>
  </span>
);

/** The amount character by character; keyed from the right so reels keep their place as it grows. */
const RollingAmount = ({ text }: { text: string }) => {
  const characters = [...text];
  return (
    <>
      {characters.map((character, index) => {
        const key = characters.length - index;
        return /\d/.test(character) ? (
          <Reel key={key} digit={Number(character)} />
        ) : (
          <span key={key} className={styles.separator}>
            {character}
          </span>
        );
      })}
    </>
  );
};

/**
 * The jackpot counter of the home page, in the merchant's currency. The
 * number is decoration (random, docs/product.md §9), so assistive technology
 * hears the label, not a figure that changes every few seconds. Off screen,
 * and for visitors who prefer reduced motion, it holds still.
 */
export const JackpotCounter = ({ currencySymbol }: { currencySymbol: string }) => {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const isInView = useInView(section);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const amount = useJackpotMinor(isInView && !isReducedMotion);

  return (
    <section
      ref={section}
      className={styles.jackpot}
      aria-labelledby="home-jackpot-title"
      data-testid="home-jackpot"
      data-offscreen={!isInView || undefined}
    >
      <div className={styles.glow} aria-hidden="true" />
      <h2 id="home-jackpot-title" className={styles.title}>
        <TrophyIcon className={styles.titleIcon} />
        {t('home.jackpot_title')}
      </h2>
      <VisuallyHidden>{t('home.jackpot_label')}</VisuallyHidden>
      <p
        className={styles.amount}
        aria-hidden="true"
        data-testid="home-jackpot-amount"
        data-amount-minor={amount}
      >
        <span className={styles.currency}>{currencySymbol}</span>
        <RollingAmount text={formatMoney(amount)} />
      </p>
    </section>
  );
};
