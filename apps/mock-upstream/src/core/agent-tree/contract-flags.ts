import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTRACT_FEATURE_FLAGS,
  CONTRACT_TYPES,
  flattenWhitelabel,
  isAgentType,
  type TContractStatus,
  type TContractType,
  type ZWireConsolidatedSchema,
} from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';
import { agentContracts } from '../../db/schema-agent.js';

/** A contract in force: it pays, and its holder may give contracts of its type below it. */
export const IN_FORCE_STATUSES: readonly TContractStatus[] = ['active', 'termination_requested'];
/** A contract that has not ended: in force or waiting for the downline's answer. */
export const OPEN_STATUSES: readonly TContractStatus[] = [...IN_FORCE_STATUSES, 'offered'];

/** Whether the merchant has the contract type on (its whitelabel flag, `CONTRACT_FEATURE_FLAGS`). */
export const isContractTypeOn = (merchant: TMerchant, contractType: TContractType): boolean =>
  flattenWhitelabel(merchant.whitelabel)[CONTRACT_FEATURE_FLAGS[contractType]] === true;

/** The consolidated flag of each contract type's page. */
const FLAG_OF_TYPE = {
  daily: 'dailysalreqtype',
  dividend: 'divtypereq',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<TContractType, keyof z.input<typeof ZWireConsolidatedSchema>>;

/**
 * `value` of `/wps/member/info/funds/consolidated`: a type's flag is 1 when
 * the merchant has it on and the agent holds, is offered or gave a contract
 * of it that has not ended; 0 otherwise, and for non-agents. The info flags
 * have no meaning in our product and stay 0.
 */
export const consolidatedFlags = (
  db: TExecutor,
  merchant: TMerchant,
  member: TMember,
): z.input<typeof ZWireConsolidatedSchema> => {
  const types = new Set(
    isAgentType(member.type)
      ? db
          .selectDistinct({ contractType: agentContracts.contractType })
          .from(agentContracts)
          .where(
            and(
              or(eq(agentContracts.memberId, member.id), eq(agentContracts.uplineMemberId, member.id)),
              inArray(agentContracts.status, OPEN_STATUSES),
            ),
          )
          .all()
          .map((row) => row.contractType)
      : [],
  );
  const flags = Object.fromEntries(
    CONTRACT_TYPES.map((type) => [
      FLAG_OF_TYPE[type],
      types.has(type) && isContractTypeOn(merchant, type) ? 1 : 0,
    ]),
  ) as Record<(typeof FLAG_OF_TYPE)[TContractType], 0 | 1>;
  return {
    ...flags,
    contractmrdailysalinfotype: 0,
    contracthoursalinfo: 0,
    dailysalinfotype: 0,
    divtypeinfo: 0,
  };
};
