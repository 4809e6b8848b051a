import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { lazyDialog } from '../../components/modal/lazy-dialog';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';

const NoticeDialog = lazyDialog(() =>
  import('../../components/notice-dialog/notice-dialog').then((module) => module.NoticeDialog),
);

/** Runs a member-only action, or tells a trial user to register first. */
type TRunForRealAccount = (action: () => void) => void;

const RealAccountGateContext = createContext<TRunForRealAccount | null>(null);

/**
 * Trial sessions (free play) may not open member features (docs/product.md §6):
 * every member-only entry goes through this gate, which shows the
 * `in_need_true_account` notice instead of running the action.
 */
export const RealAccountGateProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { member } = useSession();
  const isTrial = member?.isTrial === true;
  const [isNoticeOpen, setIsNoticeOpen] = useState(false);

  const runForRealAccount = useCallback<TRunForRealAccount>(
    (action) => {
      if (isTrial) setIsNoticeOpen(true);
      else action();
    },
    [isTrial],
  );

  return (
    <RealAccountGateContext.Provider value={runForRealAccount}>
      {children}
      <NoticeDialog
        open={isNoticeOpen}
        tone="info"
        title={t('common.notice')}
        message={t('in_need_true_account')}
        confirmLabel={t('in_increase_submit')}
        onConfirm={() => setIsNoticeOpen(false)}
      />
    </RealAccountGateContext.Provider>
  );
};

export const useRealAccountGate = (): TRunForRealAccount => {
  const run = useContext(RealAccountGateContext);
  if (!run) throw new Error('useRealAccountGate needs a RealAccountGateProvider');
  return run;
};
