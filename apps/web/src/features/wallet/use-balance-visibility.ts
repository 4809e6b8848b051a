import { useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Whether the header balance is masked; the choice survives reloads. */
export const useBalanceVisibility = () => {
  const [isHidden, setIsHidden] = useState(() => readStorage(STORAGE_KEYS.balanceHidden) === '1');
  const toggle = () => {
    const next = !isHidden;
    setIsHidden(next);
    writeStorage(STORAGE_KEYS.balanceHidden, next ? '1' : '0');
  };
  return { isHidden, toggle };
};
