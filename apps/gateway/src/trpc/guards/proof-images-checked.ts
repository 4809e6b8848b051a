import { appError } from '../../errors/app-error.js';
import { isAcceptableProofImage } from '../../hardening/proof-image.js';
import type { TGuardOptions } from './guard-options.js';

/**
 * The one check of every picture the gateway takes (feedback, reward
 * applications, deposit and withdrawal proofs), placed after `.input()`:
 * each must be a real png or jpeg within the pixel budget (400
 * `invalid_proof_image`, see hardening/proof-image.ts). `picturesOf` names
 * where the input holds them.
 */
export const proofImagesChecked =
  <TInput>(picturesOf: (input: TInput) => readonly string[]) =>
  async <TResult>({ input, next }: TGuardOptions<TInput, TResult>): Promise<TResult> => {
    const pictures = picturesOf(input);
    if (!pictures.every(isAcceptableProofImage)) throw appError('invalid_proof_image');
    return next();
  };
