import { LIMITS } from '@site/contracts/domain';
import type { TMessageKey } from '../../lib/i18n-keys';

/** Why a chosen file was refused, as an i18n key and its values. */
export type TProofRejection = { messageKey: TMessageKey; values: Record<string, string | number> };

const MEGABYTE = 1024 * 1024;
const ACCEPTED_TYPES: readonly string[] = LIMITS.upload.types;

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const rejectionOf = (file: File): TProofRejection | null => {
  if (!ACCEPTED_TYPES.includes(file.type)) {
    return { messageKey: 'proof_upload.wrong_type', values: { name: file.name } };
  }
  if (file.size > LIMITS.upload.maxBytes) {
    return {
      messageKey: 'proof_upload.too_large',
      values: { name: file.name, max: LIMITS.upload.maxBytes / MEGABYTE },
    };
  }
  return null;
};

/**
 * Turns chosen files into data URLs (docs/product.md §5/§9: png or jpg, at most 5 MB
 * each, at most 3 in all). Files past the limit or of the wrong kind are
 * left out, each with the reason.
 */
export const readProofFiles = async (
  files: readonly File[],
  alreadyChosen: number,
): Promise<{ dataUrls: string[]; rejections: TProofRejection[] }> => {
  const rejections: TProofRejection[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const rejection = rejectionOf(file);
    if (rejection) rejections.push(rejection);
    else if (alreadyChosen + accepted.length >= LIMITS.upload.maxFiles) {
      rejections.push({
        messageKey: 'proof_upload.too_many',
        values: { name: file.name, max: LIMITS.upload.maxFiles },
      });
    } else accepted.push(file);
  }
  const dataUrls = await Promise.all(accepted.map(readAsDataUrl));
  return { dataUrls, rejections };
};
