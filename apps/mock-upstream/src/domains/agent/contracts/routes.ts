import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_LIMITS,
  AGENT_PATHS,
  AGENT_TWIN_PATHS,
  CONTRACT_PROCESS_METHODS,
  CONTRACT_TYPES,
  type TContractType,
  toMinorUnits,
  ZWireOfferContractBodySchema,
  ZWireProcessContractSchema,
} from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { offerContract } from './contract-offer.js';
import { processContract } from './contract-process.js';
import { contractHistory, contractInfo, contractRequests } from './contract-views.js';

const ZOfferBodySchema = ZWireOfferContractBodySchema.extend({
  rate: ZWireOfferContractBodySchema.shape.rate.max(AGENT_LIMITS.maxContractRatePercent),
  minValidBet: ZWireOfferContractBodySchema.shape.minValidBet.transform(toMinorUnits),
});

const ZContractTypeQuerySchema = z.object({ contractType: z.enum(CONTRACT_TYPES).optional() });

/** Contracts: offers, the process calls of each type, each type's page, what waits and the history. */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AGENT_PATHS.offerContract,
    {
      schema: { body: ZOfferBodySchema },
      config: { audit: 'agent.offerContract' },
    },
    async (request) => {
      const { memberId, rate, minValidBet, ...terms } = request.body;
      return success(
        offerContract(
          app,
          request.merchant,
          authenticated(request).member,
          { memberId: Number(memberId), ratePercent: rate, minValidBetMinor: minValidBet, ...terms },
          new Date(),
        ),
      );
    },
  );

  const process = (
    request: FastifyRequest,
    contractType: TContractType,
    input: z.output<typeof ZWireProcessContractSchema>,
  ) =>
    success(
      processContract(
        app,
        request.merchant,
        authenticated(request).member,
        contractType,
        { contractId: Number(input.contractId), action: input.action },
        new Date(),
      ),
    );

  for (const contractType of CONTRACT_TYPES) {
    const processName = `${contractType}Process` as const;
    const twinPath: string | undefined = (AGENT_TWIN_PATHS as Partial<Record<string, string>>)[processName];
    const options = { config: { audit: 'agent.processContract' as const } };
    // Site A's name of the call is served alike (AGENT_TWIN_PATHS).
    for (const processPath of twinPath ? [AGENT_PATHS[processName], twinPath] : [AGENT_PATHS[processName]]) {
      if (CONTRACT_PROCESS_METHODS[contractType] === 'GET')
        app.get(
          processPath,
          // A GET that changes state, as the upstream has it: no HEAD twin that would act too.
          { ...options, exposeHeadRoute: false, schema: { querystring: ZWireProcessContractSchema } },
          async (request) => process(request, contractType, request.query),
        );
      else
        app.post(processPath, { ...options, schema: { body: ZWireProcessContractSchema } }, async (request) =>
          process(request, contractType, request.body),
        );
    }

    app.get(AGENT_PATHS[`${contractType}Contract`], async (request) =>
      success(contractInfo(app.db, request.merchant, authenticated(request).member, contractType)),
    );
  }

  app.get(
    AGENT_PATHS.contractRequests,
    { schema: { querystring: ZContractTypeQuerySchema } },
    async (request) =>
      success(contractRequests(app.db, authenticated(request).member, request.query.contractType)),
  );

  app.get(
    AGENT_PATHS.contractHistory,
    {
      schema: {
        querystring: ZContractTypeQuerySchema.extend({
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(AGENT_LIMITS.pageSize),
        }),
      },
    },
    async (request) => success(contractHistory(app.db, authenticated(request).member, request.query)),
  );
};
