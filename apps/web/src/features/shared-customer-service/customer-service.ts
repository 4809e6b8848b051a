type TCustomerServiceEntry = { csType: string; title: string; url: string };

/** The live-chat link of the merchant's customer-service channels, if it has one. */
export const liveChatUrl = (entries: readonly TCustomerServiceEntry[]): string | null =>
  entries.find((entry) => entry.csType === 'LIVECHAT')?.url ?? null;
