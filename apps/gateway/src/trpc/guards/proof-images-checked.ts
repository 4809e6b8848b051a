import { appError } from '../../errors/app-error.js';
import { isAcceptableProofImage } from '../../hardening/proof-image.js';
import type { TGuardOptions } from './guard-options.js';

/**
 * The one check of every picture the gateway takes (feedback, reward
 * applications, deposit and withdrawal proofs), placed after `.input()`:
 * pictures come only from a signed-in member (401 `not_logged_in`), and each
 * must be a real png or jpeg within the pixel budget (400 `invalid_proof_image`,
 * see hardening/proof-image.ts). `picturesOf` names where the input holds them.
 */
export const proofImagesChecked =
  <TInput>(picturesOf: (input: TInput) => readonly string[]) =>
  async <TResult>({ ctx, input, next }: TGuardOptions<TInput, TResult>): Promise<TResult> => {
    const pictures = picturesOf(input);
    if (pictures.length === 0) return next();
    if (!ctx.session.current?.token) throw appError('not_logged_in');
    if (!pictures.every(isAcceptableProofImage)) throw appError('invalid_proof_image');
    return next();
  };
