import { CheckIcon } from '../../../../components/icons/icons';
import { tk, type TMessageKey } from '../../../../lib/i18n-keys';
import { useTranslation } from '../../../../lib/use-translation';
import styles from './withdraw.module.css';

const STEPS = ['password', 'card', 'withdraw'] as const;
export type TWithdrawStep = (typeof STEPS)[number];

const STEP_LABEL_KEYS: Record<TWithdrawStep, TMessageKey> = {
  password: tk('cashier.step_password'),
  card: tk('cashier.step_card'),
  withdraw: tk('cashier.step_withdraw'),
};

/** Where the member is on the way to a first withdrawal: payment password, bank card, withdraw. */
export const WithdrawSteps = ({ current }: { current: TWithdrawStep }) => {
  const { t } = useTranslation();
  const currentIndex = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('cashier.withdraw_steps')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={styles.stepMark}>{index < currentIndex ? <CheckIcon /> : index + 1}</span>
          {t(STEP_LABEL_KEYS[step])}
        </li>
      ))}
    </ol>
  );
};
