import { useRef, useState } from 'react';
import { formatMoney } from '@site/contracts/domain';
import { TrophyIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/media-query';
import { useEvery } from '../../../lib/ticker';
import { useInView } from '../../../lib/use-in-view';
import { useTranslation } from '../../../lib/use-translation';
import styles from './jackpot.module.css';
import { jackpotDelayMs, jackpotStepMinor } from './jackpot-random';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The jackpot (docs/product.md §9): the server's amount, risen now and then
 * on the shared tick while `isRising` (on screen, motion wanted).
 */
const useJackpotMinor = (startMinor: number, isRising: boolean): number => {
  const [risen, setRisen] = useState(0);
  useEvery(jackpotDelayMs, () => setRisen((current) => current + jackpotStepMinor()), isRising);
  return startMinor + risen;
};

type TRisingAmountProps = { startMinor: number; currencySymbol: string; isRising: boolean };

const RisingAmount = ({ startMinor, currencySymbol, isRising }: TRisingAmountProps) => {
  const amountMinor = useJackpotMinor(startMinor, isRising);
  return (
    <p
      className={styles.amount}
      aria-hidden="true"
      data-testid="home-jackpot-amount"
      data-start-minor={startMinor}
      data-amount-minor={amountMinor}
    >
      <span className={styles.currency}>{currencySymbol}</span>
      <RollingAmount text={formatMoney(amountMinor)} />
    </p>
  );
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

type TJackpotCounterProps = {
  currencySymbol: string;
  /** Where the counter starts, minor units; undefined while it loads. */
  startMinor: number | undefined;
};

/**
 * The jackpot counter of the home page, in the merchant's currency, starting
 * from the server's pool (`content.jackpot`). The figure changes every few
 * seconds, so assistive technology hears the label, not the number. Off
 * screen, and for visitors who prefer reduced motion, it holds still.
 */
export const JackpotCounter = ({ currencySymbol, startMinor }: TJackpotCounterProps) => {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const isInView = useInView(section);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);

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
      {startMinor === undefined ? (
        <Skeleton className={styles.amountSkeleton} />
      ) : (
        <RisingAmount
          startMinor={startMinor}
          currencySymbol={currencySymbol}
          isRising={isInView && !isReducedMotion}
        />
      )}
    </section>
  );
};
