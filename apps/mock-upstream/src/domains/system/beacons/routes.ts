import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS, VALIDATION, ZWireBeaconSchema } from '@site/contracts';
import { wireErrors } from '../../../wire/envelope.js';
import { visitorIp } from '../../../wire/headers.js';

/** A beacon is a few hundred bytes; anything bigger is not one. */
const BEACON_BODY_LIMIT = 4_096;

const parseBeacon = (text: unknown) => {
  try {
    return ZWireBeaconSchema.safeParse(JSON.parse(String(text)));
  } catch {
    return null;
  }
};

/**
 * `POST /wps/system/collect`: an analytics beacon, text/plain `{merchant, value}`
 * (JSON inside, as navigator.sendBeacon sends it) → 204 without the envelope
 * (docs/upstream.md §1). The beacon's merchant must be the header's.
 */
export const beaconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(SYSTEM_PATHS.collect, { bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
    const beacon = parseBeacon(request.body);
    if (!beacon?.success) throw wireErrors.validationFailed({ _: VALIDATION.invalid });
    if (beacon.data.merchant !== request.merchant.code)
      throw wireErrors.validationFailed({ merchant: VALIDATION.invalid });
    app.beacons.record(request.merchant.code, { ...beacon.data.value, ip: visitorIp(request) });
    return reply.code(204).send();
  });
};
