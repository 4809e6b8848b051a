import { SealedBox } from './sealed-box.js';
import { ZSessionPayloadSchema } from './session-payload.js';

/**
 * The session cookie's sealer. The key purpose and associated data are those
 * of the skeleton, so the format stays `v1.` (old cookies then fail the
 * payload schema and simply count as no session).
 */
export class SessionSealer extends SealedBox<typeof ZSessionPayloadSchema> {
  constructor(secret: string) {
    super(secret, {
      keyPurpose: 'session-cookie',
      associatedData: 'site-gateway/session/v1',
      schema: ZSessionPayloadSchema,
    });
  }
}
