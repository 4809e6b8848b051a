import type { FastifyInstance } from 'fastify';
import { settleDueContracts } from '../domains/agent/settlement/settle-contracts.js';

/** One run of the job: every closed, unsettled period of every contract in force. */
export const settleAgentContractsNow = (app: FastifyInstance) =>
  settleDueContracts(app, new Date(), {
    onError: (contractId, error) => app.log.error({ err: error, contractId }, 'agent settlement failed'),
  });

/**
 * Settles the agent contracts' closed periods every
 * `AGENT_SETTLEMENT_TICK_SECONDS` while the app is up (from onReady until
 * onClose); a tick that failed or was missed is caught up by the next.
 */
export const scheduleAgentSettlement = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => settleAgentContractsNow(app), app.config.agentSettlementTickSeconds * 1000);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
