import { WireError } from '../../wire/envelope.js';

/** The rewards failures several calls answer, named once (docs/history/rewards-interfaces.md). */
export const rewardErrors = {
  promotionNotFound: () => new WireError(404, 'promotion_not_found', 'No such promotion'),
  promotionNotAvailable: (why: string) => new WireError(409, 'promotion_not_available', why),
  claimNotFound: () => new WireError(404, 'claim_not_found', 'No such claim of yours'),
  claimStateChanged: () =>
    new WireError(409, 'claim_state_changed', 'The claim is no longer in the state this needs'),
  alreadyClaimed: () => new WireError(409, 'reward_already_claimed', 'This reward was claimed already'),
} as const;
