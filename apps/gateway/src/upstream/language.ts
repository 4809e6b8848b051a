/**
 * The `Language` header for the upstream: the web app's `X-Language` when
 * the site supports it, otherwise the site's default (EN).
 */
export const resolveLanguage = (
  requested: string | undefined,
  site: { languages: readonly string[]; defaultLanguage: string },
): string => {
  const code = requested?.trim().toUpperCase();
  return code && site.languages.includes(code) ? code : site.defaultLanguage;
};
