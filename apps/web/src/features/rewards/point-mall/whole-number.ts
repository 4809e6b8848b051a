const WHOLE_NUMBER = /^\d{1,9}$/;

/** A typed quantity or number of points: digits only, else null. */
export const parseWholeNumber = (text: string): number | null => {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
};
