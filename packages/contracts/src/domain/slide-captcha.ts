/** The slide captcha's track in steps (decision 0035): the gap and the answer are positions 0..SLIDE_CAPTCHA_STEPS. */
export const SLIDE_CAPTCHA_STEPS = 100;
