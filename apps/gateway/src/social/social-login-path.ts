import { SESSION_PATHS, type TSocialProvider } from '@site/contracts';

/** The catalogue's providers have a call each (docs/upstream.md §3); ours share the `:provider` path. */
const CATALOGUE_PATHS: Partial<Record<TSocialProvider, string>> = {
  line: SESSION_PATHS.socialLoginLine,
  apple: SESSION_PATHS.socialLoginApple,
  telegram: SESSION_PATHS.socialLoginTelegram,
  maya: SESSION_PATHS.socialLoginMaya,
};

/** Where a provider's authorization code is exchanged for a login. */
export const socialLoginPath = (provider: TSocialProvider): string =>
  CATALOGUE_PATHS[provider] ?? SESSION_PATHS.socialLogin.replace(':provider', provider);
