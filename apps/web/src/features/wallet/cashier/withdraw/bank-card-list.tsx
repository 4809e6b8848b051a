import { useState } from 'react';
import type { TBankCard } from '@site/contracts/api';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { Button } from '../../../../components/button/button';
import { Modal } from '../../../../components/modal/modal';
import { useTranslation } from '../../../../lib/use-translation';
import cashier from '../shared/cashier.module.css';
import { BankCardForm } from './bank-card-form';
import { maskAccountNumber } from './card-label';
import styles from './withdraw.module.css';

/** The member's saved cards, masked, and the way to add another (up to the limit). */
export const BankCardList = ({ cards }: { cards: readonly TBankCard[] }) => {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const isFull = cards.length >= CASHIER_LIMITS.maxBankCards;
  return (
    <section className={cashier.section} aria-labelledby="withdraw-cards-title">
      <div className={styles.sectionHead}>
        <h4 id="withdraw-cards-title" className={cashier.sectionTitle}>
          {t('cashier.my_cards', { count: cards.length, max: CASHIER_LIMITS.maxBankCards })}
        </h4>
        <Button variant="outline" size="sm" disabled={isFull} onClick={() => setIsAdding(true)}>
          {t('cashier.add_card_submit')}
        </Button>
      </div>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <span className={styles.cardBank}>{card.bankName}</span>
            <span className={cashier.mono}>{maskAccountNumber(card.accountNumber)}</span>
            <span className={styles.cardName}>{card.accountName}</span>
          </li>
        ))}
      </ul>
      {isFull && <p className={cashier.panelText}>{t('cashier.card_limit_reached')}</p>}
      <Modal open={isAdding} onClose={() => setIsAdding(false)} title={t('cashier.add_card_title')} size="sm">
        <BankCardForm onDone={() => setIsAdding(false)} />
      </Modal>
    </section>
  );
};
