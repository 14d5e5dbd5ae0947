import { escapeHtml } from '@portal/contracts/portal';

// The portal's design tokens (apps/web/src/styles/base.css), so the QA pages look like the product.
const STYLE = `
:root{--c:#0b6bcb;--t:#171a1c;--t2:#555e68;--b:#cdd7e1;--bg:#f4f6f8;--r:6px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--t);line-height:1.5}
.qa{background:#fff4e5;color:#6b3b00;border-bottom:1px solid #f0c48a;padding:.5rem 1rem;font-size:.875rem;text-align:center}
main{max-width:420px;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid var(--b);border-radius:var(--r);padding:1.5rem;box-shadow:0 2px 8px -2px rgb(21 21 21/.08)}
h1{font-size:1.375rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:var(--t2)}
.who{font-weight:600;color:var(--t);word-break:break-all}
.actions{display:grid;gap:.75rem;margin-top:1rem}
button,.button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1rem;border-radius:var(--r);border:1px solid var(--c);background:#fff;color:var(--c);cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
button.primary,.button.primary{background:var(--c);color:#fff}
button:focus-visible,.button:focus-visible,select:focus-visible,input:focus-visible{outline:2px solid var(--c);outline-offset:2px}
fieldset{border:1px solid var(--b);border-radius:var(--r);margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;gap:.5rem;align-items:center;min-height:32px}
select{font:inherit;width:100%;min-height:44px;border:1px solid var(--b);border-radius:var(--r);padding:.25rem .5rem;background:#fff;color:var(--t)}
.field{display:grid;gap:.25rem;margin-bottom:1rem}.field label{min-height:0;font-weight:600}
.muted{font-size:.875rem}
.choice{align-items:flex-start;padding:.25rem 0}.choice input{margin-top:.3rem}.note{display:block;color:var(--t2)}
`;

/** A whole page: the QA banner says plainly that this is the simulator, not a real provider. */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Simulator (QA)</title>${head}<style>${STYLE}</style></head>
<body><header class="qa">Simulator page for QA and development: a stand-in for an outside service, not part of the portal.</header>
<main><div class="card">${body}</div></main></body></html>`;
}
