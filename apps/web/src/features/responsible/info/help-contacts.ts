/*
 * Where a player can get help, as the public page lists it. The operator
 * confirms these numbers and addresses before launch and whenever they
 * change: they are the only copy in the app.
 */

/** PAGCOR, whose responsible gaming programme and family exclusion the page points to. */
export const PAGCOR_URL = 'https://www.pagcor.ph/';

/** The National Center for Mental Health crisis hotline: the short number, and its mobile line. */
export const NCMH_CRISIS_HOTLINES = [
  { display: '1553', dial: '1553' },
  { display: '0917-899-8727', dial: '+639178998727' },
] as const;
