/**
 * The look of the stand-in provider pages: a centred card like the real
 * consent screens. A file of its own (not inline) so a strict
 * `style-src 'self'` policy, ours or the gateway's, lets it through.
 */
export const STAND_IN_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 24px; background: #f0f4f9; color: #1f1f1f;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
}
body.provider-facebook { background: #f0f2f5; color: #1c1e21; }
.card {
  width: 100%; max-width: 440px; background: #fff; border-radius: 28px; padding: 36px 40px 28px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, .12), 0 8px 24px rgba(0, 0, 0, .06);
}
.provider-facebook .card { border-radius: 12px; }
header { display: flex; flex-direction: column; align-items: flex-start; gap: 16px; margin-bottom: 4px; }
.logo { width: 40px; height: 40px; }
h1 { margin: 0; font-size: 28px; font-weight: 400; line-height: 1.25; }
.provider-facebook h1 { font-size: 24px; font-weight: 600; }
.lead { margin: 4px 0 24px; }
label { display: block; font-weight: 500; margin-bottom: 8px; }
input[type="email"] {
  width: 100%; padding: 14px 16px; font: inherit; border: 1px solid #747775; border-radius: 8px; outline: none;
}
input[type="email"]:focus { border-color: #0b57d0; box-shadow: 0 0 0 1px #0b57d0; }
.provider-facebook input[type="email"]:focus { border-color: #1877f2; box-shadow: 0 0 0 1px #1877f2; }
input[aria-invalid="true"] { border-color: #b3261e; }
.error { color: #b3261e; margin: 8px 0 0; }
.error-title { font-weight: 600; margin: 16px 0 0; }
.fine-print { color: #444746; font-size: 13px; margin: 20px 0 0; }
.actions { display: flex; flex-direction: row-reverse; gap: 8px; margin-top: 28px; }
button { font: inherit; font-weight: 500; padding: 10px 24px; border-radius: 20px; border: 0; cursor: pointer; }
button.primary { background: #0b57d0; color: #fff; }
button.primary:hover { background: #0842a0; }
button.secondary { background: transparent; color: #0b57d0; }
button.secondary:hover { background: #e9eef6; }
.provider-facebook button { border-radius: 6px; }
.provider-facebook button.primary { background: #1877f2; }
.provider-facebook button.primary:hover { background: #166fe5; }
.provider-facebook button.secondary { color: #1877f2; }
/* The other providers' buttons in their own colours, dark enough for white text. */
.provider-line button.primary { background: #00873c; }
.provider-line button.secondary { color: #00873c; }
.provider-apple button { border-radius: 8px; }
.provider-apple button.primary { background: #000; }
.provider-apple button.secondary { color: #000; }
.provider-telegram button { border-radius: 10px; }
.provider-telegram button.primary { background: #17689a; }
.provider-telegram button.secondary { color: #17689a; }
.provider-maya button { border-radius: 10px; }
.provider-maya button.primary { background: #006b45; }
.provider-maya button.secondary { color: #006b45; }
button:focus-visible { outline: 2px solid #0b57d0; outline-offset: 2px; }
.stand-in-note {
  margin: 28px 0 0; padding: 10px 12px; border-radius: 8px; background: #fff8e1; color: #5f4b00; font-size: 12px;
}
`;
