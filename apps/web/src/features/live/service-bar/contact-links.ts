type TChannel = { csType: string; title: string; url: string };

export type TContactLink = { title: string; href: string };

const hrefOf = (url: string, schemes: readonly string[]): string | null => {
  try {
    return schemes.includes(new URL(url.trim()).protocol) ? url.trim() : null;
  } catch {
    return null;
  }
};

const WEB = ['https:', 'http:'] as const;
const TELEPHONE = ['tel:'] as const;

/**
 * The merchant's customer-service channels of one type as links the bar may
 * show: web addresses for chat apps, `tel:` for telephones; anything else
 * (javascript:, a typo) is dropped.
 */
export const contactLinksOf = (channels: readonly TChannel[], csType: string): TContactLink[] =>
  channels.flatMap((channel) => {
    if (channel.csType !== csType) return [];
    const href = hrefOf(channel.url, csType === 'TELEPHONE' ? TELEPHONE : WEB);
    return href ? [{ title: channel.title, href }] : [];
  });

/** Whether the merchant offers live chat at all (a LIVECHAT channel in the system status). */
export const hasLiveChat = (channels: readonly TChannel[]): boolean =>
  channels.some((channel) => channel.csType === 'LIVECHAT');
