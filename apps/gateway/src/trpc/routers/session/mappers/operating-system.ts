/** Most specific first: Android and iOS user agents also name Linux and Mac OS. */
const OPERATING_SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/android/i, 'Android'],
  [/iphone|ipad|ipod/i, 'iOS'],
  [/windows/i, 'Windows'],
  [/mac os|macintosh/i, 'Mac'],
  [/cros/i, 'ChromeOS'],
  [/linux/i, 'Linux'],
];

/** The visitor's operating system as the desktop client reports it in free play (`os`). */
export const operatingSystemOf = (userAgent: string): string =>
  OPERATING_SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
