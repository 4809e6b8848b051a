/**
 * The look of the stand-in payment page: a centred card like a payment
 * provider's checkout. A file of its own (not inline), so the strict
 * `style-src 'self'` of the page lets it through.
 */
export const PAYMENT_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 16px; background: #eef3f8; color: #1b2430;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
}
.card {
  width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 28px 24px 20px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, .12), 0 8px 24px rgba(0, 0, 0, .06);
}
.brand { margin: 0; font-weight: 700; letter-spacing: .04em; color: #0a5c8a; }
h1 { margin: 4px 0 0; font-size: 24px; font-weight: 600; line-height: 1.25; }
h2 { margin: 0 0 4px; font-size: 18px; }
.lead { margin: 8px 0 16px; color: #3b4756; }
.facts { margin: 0; padding: 12px 16px; border: 1px solid #d6dee8; border-radius: 12px; }
.facts div { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; }
.facts div + div { border-top: 1px solid #e7ecf2; }
.facts dt { color: #4a5666; }
.facts dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
.actions { display: flex; flex-direction: column; gap: 8px; margin-top: 20px; }
button { font: inherit; font-weight: 600; padding: 12px 20px; border-radius: 10px; cursor: pointer; min-height: 44px; }
button.primary { background: #0a5c8a; color: #fff; border: 0; }
button.primary:hover { background: #084a70; }
button.secondary { background: #fff; color: #a1261b; border: 1px solid #a1261b; }
button.secondary:hover { background: #fbeceb; }
button:focus-visible { outline: 3px solid #1b2430; outline-offset: 2px; }
.outcome { margin-top: 20px; padding: 12px 16px; border-radius: 12px; }
.outcome.paid { background: #e6f4ea; color: #14532d; }
.outcome.failed { background: #fbeceb; color: #7a1d14; }
.outcome p { margin: 0; }
.error { color: #a1261b; margin: 12px 0 0; }
.stand-in-note {
  margin: 20px 0 0; padding: 10px 12px; border-radius: 8px; background: #fff8e1; color: #5f4b00; font-size: 12px;
}
`;
