import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION } from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { phoneKey } from '../../core/members/phone.js';
import { merchantNow, normaliseName } from '../../core/responsible/restriction.js';
import { breaksOf, toBreakView } from '../../domains/responsible/breaks-store.js';
import { rgOverview } from '../../domains/responsible/limits-service.js';
import { setRealityCheckSeconds } from '../../domains/responsible/reality-check-store.js';
import {
  addRestrictedPerson,
  listRestrictedPersons,
  removeRestrictedPerson,
  toRestrictedPersonView,
} from '../../domains/responsible/restricted-persons-store.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { findQaMerchant } from '../qa-service.js';

const merchantField = { merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) };
const ZUsernameParamsSchema = z.object({ username: z.string().min(1) });
/** A day as the profile stores a birthday. */
const ZBirthDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * QA of responsible gaming (docs/decisions/0041-responsible-gaming.md): a
 * member's limits, breaks and reality check (which QA may set in seconds),
 * and the restricted persons list, PAGCOR's stand-in. Cooling-offs and
 * breaks run on the merchant's clock: `POST /__qa/agent/clock` moves it.
 */
export const qaResponsibleRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberOf = (merchantCode: string, username: string) => {
    const merchant = findQaMerchant(app.db, merchantCode);
    const member = findMemberByUsername(app.db, merchant.id, username);
    if (!member) throw new WireError(404, 'user_record_not_exists', 'No such member');
    return member;
  };

  app.get(
    '/responsible/members/:username',
    { schema: { params: ZUsernameParamsSchema, querystring: z.object(merchantField) } },
    async (request) => {
      const member = memberOf(request.query.merchant, request.params.username);
      return {
        username: member.username,
        memberId: member.id,
        ...rgOverview(app.db, member, new Date()),
        breaks: breaksOf(app.db, member.id).map(toBreakView),
      };
    },
  );

  app.put(
    '/responsible/members/:username/reality-check',
    {
      schema: {
        params: ZUsernameParamsSchema,
        body: z.object({ seconds: z.number().int().min(0).max(86_400), ...merchantField }),
      },
    },
    async (request) => {
      const member = memberOf(request.body.merchant, request.params.username);
      return { realityCheckSeconds: setRealityCheckSeconds(app.db, member.id, request.body.seconds) };
    },
  );

  app.post(
    '/restricted-persons',
    {
      schema: {
        body: z.object({
          fullName: z.string().trim().min(1).max(128).optional(),
          birthDate: ZBirthDateSchema.optional(),
          mobile: z.string().trim().min(6).max(20).optional(),
          countryDialingCode: z.string().trim().min(1).max(5).default('+63'),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { fullName, birthDate, mobile, countryDialingCode, merchant } = request.body;
      if (!fullName && !mobile)
        throw wireErrors.validationFailed({ fullName: VALIDATION.required, mobile: VALIDATION.required });
      const merchantId = findQaMerchant(app.db, merchant).id;
      const listed = addRestrictedPerson(app.db, merchantId, {
        source: 'ndrp',
        person: {
          fullName: normaliseName(fullName),
          birthDate: birthDate ?? null,
          mobile: mobile ? phoneKey(countryDialingCode, mobile) : null,
        },
        memberId: null,
        addedAt: merchantNow(app.db, merchantId, new Date()),
        endsAt: null,
      });
      return toRestrictedPersonView(listed);
    },
  );

  app.get('/restricted-persons', { schema: { querystring: z.object(merchantField) } }, async (request) => ({
    persons: listRestrictedPersons(app.db, findQaMerchant(app.db, request.query.merchant).id).map(
      toRestrictedPersonView,
    ),
  }));

  app.delete(
    '/restricted-persons/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object(merchantField),
      },
    },
    async (request) => {
      const merchantId = findQaMerchant(app.db, request.query.merchant).id;
      if (!removeRestrictedPerson(app.db, merchantId, request.params.id))
        throw new WireError(404, 'function.not.available', `No restricted person ${request.params.id}`);
      return { id: request.params.id, removed: true };
    },
  );
};
