import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_LIMITS,
  CONTRACT_PERIODS,
  CONTRACT_PERIODS_BY_TYPE,
  CONTRACT_TYPES,
  isAgentType,
  toMajorUnits,
  toMinorUnits,
} from '@site/contracts';
import { teamMemberByUsername } from '../../core/agent-tree/team-member.js';
import { advanceMockClock, mockNow } from '../../core/clock/mock-clock.js';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { announceStatusChanges } from '../../domains/agent/contracts/contract-events.js';
import { grantContract } from '../../domains/agent/contracts/contract-grant.js';
import { toWireContract } from '../../domains/agent/contracts/contract-store.js';
import { settleDueContracts } from '../../domains/agent/settlement/settle-contracts.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { wireErrors } from '../../wire/envelope.js';
import { findQaMerchant } from '../qa-service.js';

const merchantField = { merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) };

/** QA of the agent contracts (docs/history/agent-interfaces.md, QA): the mock clock, the settlement job, contracts in force. */
export const qaAgentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agent/clock',
    { schema: { body: z.object({ minutes: z.number().positive(), ...merchantField }) } },
    async (request) =>
      advanceMockClock(
        app.db,
        findQaMerchant(app.db, request.body.merchant).id,
        request.body.minutes,
        new Date(),
      ),
  );

  app.post(
    '/agent/settle',
    { schema: { body: z.object({ contractType: z.enum(CONTRACT_TYPES).optional(), ...merchantField }) } },
    async (request) => {
      const merchantId = findQaMerchant(app.db, request.body.merchant).id;
      const settled = settleDueContracts(app, new Date(), {
        merchantId,
        contractType: request.body.contractType,
        onError: (contractId, error) => app.log.error({ err: error, contractId }, 'agent settlement failed'),
      });
      return {
        settled: settled.map(({ contractId, username, periodStart, amountMinor }) => ({
          contractId: String(contractId),
          username,
          periodStart,
          amount: toMajorUnits(amountMinor),
        })),
      };
    },
  );

  app.post(
    '/agent/contracts',
    {
      schema: {
        body: z.object({
          /** The giving agent; none: the merchant's contract of a top agent. */
          uplineUsername: z.string().min(1).optional(),
          username: z.string().min(1),
          contractType: z.enum(CONTRACT_TYPES),
          ratePercent: z.number().positive().max(AGENT_LIMITS.maxContractRatePercent),
          /** The type's first period unless given. */
          period: z.enum(CONTRACT_PERIODS).optional(),
          /** Major units. */
          minValidBet: z.number().min(0).default(0),
          minActiveMembers: z.number().int().min(0).default(0),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { uplineUsername, username, contractType, ratePercent, period, minValidBet, minActiveMembers } =
        request.body;
      const merchant = findQaMerchant(app.db, request.body.merchant);
      const upline = uplineUsername ? findMemberByUsername(app.db, merchant.id, uplineUsername) : undefined;
      if (uplineUsername && !upline)
        throw wireErrors.validationFailed({ uplineUsername: 'validation.invalid' });
      const member = upline
        ? teamMemberByUsername(app.db, upline, username)
        : findMemberByUsername(app.db, merchant.id, username);
      if (!member || !isAgentType(member.type))
        throw wireErrors.validationFailed({ username: 'validation.invalid' });
      const chosenPeriod = period ?? CONTRACT_PERIODS_BY_TYPE[contractType][0]!;
      if (!CONTRACT_PERIODS_BY_TYPE[contractType].includes(chosenPeriod))
        throw wireErrors.validationFailed({ period: 'validation.invalid' });
      const change = app.db.transaction((tx) =>
        grantContract(tx, {
          merchantId: merchant.id,
          uplineMemberId: upline?.id ?? null,
          memberId: member.id,
          contractType,
          rateBp: Math.round(ratePercent * 100),
          minValidBetMinor: toMinorUnits(minValidBet),
          minActiveMembers,
          period: chosenPeriod,
          startAt: mockNow(tx, merchant.id, new Date()),
        }),
      );
      announceStatusChanges(app, [change.contract, ...change.ended]);
      return toWireContract(app.db, change.contract);
    },
  );
};
