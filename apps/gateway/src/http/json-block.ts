// Inside <script> the HTML parser ends the block at `</script` and treats `<!--` specially,
// whatever the JSON means: `<`, `>` and `&` go as \u escapes (JSON.parse restores them), and so do
// U+2028/U+2029 (harmless in JSON, not in a script some tool may read as JavaScript).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeForScript = (json: string): string =>
  json.replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A page's data block: `<script type="application/json">`, never executed (so the CSP needs no
 * 'unsafe-inline'), that no string inside `value` can break out of.
 */
export const jsonBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${escapeForScript(JSON.stringify(value))}</script>`;
