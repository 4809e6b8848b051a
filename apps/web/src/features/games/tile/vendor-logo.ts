/** Vendor logos (`VENDOR_ICON_SMALL`) are twice as wide as high. */
export const VENDOR_LOGO_RATIO = 2;
