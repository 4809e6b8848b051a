type TResource = { resourceType: string; url: string; name: string };

/** The merchant's links of one kind (resource types arrive in mixed case: WHATSAPP, Android, IOS). */
export const resourcesOfType = (resources: readonly TResource[], type: string): TResource[] =>
  resources.filter((resource) => resource.resourceType.toUpperCase() === type && resource.url);

export const CONTACT_RESOURCE_TYPES = ['WHATSAPP', 'TELEGRAM'] as const;
export const FOLLOW_RESOURCE_TYPES = ['LANDING', 'YOUTUBE', 'INSTAGRAM', 'FACEBOOK'] as const;
export const APP_RESOURCE_TYPES = ['ANDROID', 'IOS'] as const;
