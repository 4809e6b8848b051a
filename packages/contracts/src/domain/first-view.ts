/**
 * What the gateway's server-rendered first view and the browser share
 * (decision 0042).
 */

/**
 * The visitor's chosen language code (EN, TY): the browser keeps it in this
 * cookie, so the gateway renders the first view in it.
 */
export const LANGUAGE_COOKIE = 'site_lang';

/** The id of the JSON script element that carries a rendered page's data (its language and query cache). */
export const FIRST_VIEW_DATA_ID = 'first-view';
