import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { VALIDATION, type ZWireConfirmWithdrawalBodySchema } from '@site/contracts';
import { parseProofImages, storeProofImages } from '../../../core/money/proof-images.js';
import { withdrawals } from '../../../db/schema-money.js';
import type { TEventContext } from '../../../events/member-events.js';
import { wireErrors } from '../../../wire/envelope.js';
import { autoConfirmWithdrawals } from './withdraw-decisions.js';
import { assertWithdrawalStatus, findWithdrawal, publishWithdrawal, wireWithdrawal } from './withdrawals.js';

/**
 * `POST MCSFE_confirmWithdrawal`: the member says whether an approved
 * withdrawal arrived. `not_received` needs at least one proof image. One whose
 * window has run out has already counted as received (409 `withdrawal_not_confirmable`).
 */
export const confirmWithdrawal = (
  context: TEventContext,
  memberId: number,
  input: z.output<typeof ZWireConfirmWithdrawalBodySchema>,
  now: Date,
) => {
  autoConfirmWithdrawals(context, now, memberId);
  const confirmed = context.db.transaction((tx) => {
    const found = findWithdrawal(tx, input.withdrawalId, memberId);
    assertWithdrawalStatus(found.withdrawal, 'approved');
    const proofs = input.received ? [] : parseProofImages(input.pictures);
    if (!input.received && proofs.length === 0) {
      throw wireErrors.validationFailed({ pictures: VALIDATION.proofRequired });
    }
    const withdrawal = tx
      .update(withdrawals)
      .set({
        status: input.received ? 'received' : 'not_received',
        confirmedAt: now,
        confirmRemark: input.remark.trim() || null,
      })
      .where(eq(withdrawals.id, found.withdrawal.id))
      .returning()
      .get();
    storeProofImages(tx, { kind: 'withdrawal', id: withdrawal.id }, proofs, now);
    return { ...found, withdrawal };
  });
  publishWithdrawal(context, confirmed.withdrawal);
  return wireWithdrawal(confirmed);
};
