import { SYSTEM_PATHS, ZNoInputSchema, ZSiteStatusSchema, ZWireSystemStatusSchema } from '@site/contracts';
import { toSiteStatus } from '../../mappers/site-status.js';
import { withPartsCheckedOnce } from '../../parts-checked-once.js';
import { publicProcedure } from '../../procedures.js';

const WIRE_INFO = ZWireSystemStatusSchema.shape.info;

/**
 * The upstream's status reply, checked by its contract schema; the site's
 * settings in `info` are the same for every visitor, so they are validated once
 * per distinct content (parts-checked-once.ts). Per reply: the visitor's
 * location, the maintenance and region flags, and the customer-service paths,
 * which the upstream encrypts under a fresh key each time.
 */
export const ZStatusReplySchema = ZWireSystemStatusSchema.extend({
  info: withPartsCheckedOnce(
    WIRE_INFO,
    Object.keys(WIRE_INFO.shape).filter(
      (key): key is Exclude<keyof typeof WIRE_INFO.shape, 'customerService'> => key !== 'customerService',
    ),
  ),
});

/** The answer's contract schema; its per-visitor keys (status, ip, customer service) checked on every call. */
export const ZStatusOutputSchema = withPartsCheckedOnce(ZSiteStatusSchema, [
  'site',
  'socialLogins',
  'flags',
  'register',
  'resources',
  'imageCDNs',
  'launchGameCDNs',
]);

/** The start-up call: maintenance / region block, site facts, flags, register rules, links. */
export const status = publicProcedure
  .input(ZNoInputSchema)
  .output(ZStatusOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(SYSTEM_PATHS.status, ZStatusReplySchema);
    return toSiteStatus(wire, ctx.config.site, (csType) =>
      ctx.log.warn({ csType }, 'customer-service path did not decrypt; entry skipped'),
    );
  });
