import type { FastifyInstance } from 'fastify';
import { autoConfirmWithdrawals } from '../domains/wallet/withdraw/withdraw-decisions.js';

/** How often approved withdrawals past their confirmation window are marked received. */
const AUTO_CONFIRM_INTERVAL_MS = 30_000;

/** Runs the withdrawal auto-receipt every 30 s while the app is up (from onReady until onClose). */
export const scheduleWithdrawalAutoConfirm = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      try {
        autoConfirmWithdrawals(app, new Date());
      } catch (error) {
        app.log.error({ err: error }, 'withdrawal auto-confirm failed');
      }
    }, AUTO_CONFIRM_INTERVAL_MS);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
