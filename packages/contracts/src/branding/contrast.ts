// WCAG 2.x contrast, computed from the customer's colours instead of assuming white on brand
// (issue 9): every brand-coloured text and its background go through these functions. Pure and
// small: the login route loads it before the first paint (hence hex colours only).

/** Text on a light colour: the portal's body text colour (styles/base.css --portal-text). */
export const DARK_TEXT = '#171a1c';
export const WHITE = '#ffffff';
const BLACK = '#000000';
/** Contrast the WCAG asks of text (AA) and of large text and interface parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/** #rgb or #rrggbb as [r, g, b]; anything else (names, rgb(), hsl()) is undefined. */
export function parseColor(color: string): number[] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour as lower-case #rrggbb; one the helpers cannot read becomes `fallback`. */
export function normalizeColor(color: string, fallback: string): string {
  return toHex(parseColor(color) ?? parseColor(fallback) ?? [0, 0, 0]);
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (parseColor(color) ?? [0, 0, 0]).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21, whatever the order of the two colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `a` moved towards `b` by `amount` (0 … 1), as hex. */
export function mixColors(a: string, b: string, amount: number): string {
  const to = parseColor(b) ?? [0, 0, 0];
  return toHex((parseColor(a) ?? [0, 0, 0]).map((c, i) => c + ((to[i] ?? 0) - c) * amount));
}

/** The text colour (white or the dark body text) that reads best on `bg`. */
export function readableTextOn(bg: string): string {
  return contrastRatio(WHITE, bg) >= contrastRatio(DARK_TEXT, bg) ? WHITE : DARK_TEXT;
}

/** The lowest contrast of `fg` against any of `bgs`. */
export const worstContrast = (fg: string, bgs: readonly string[]): number =>
  Math.min(...bgs.map((bg) => contrastRatio(fg, bg)));

/**
 * `fg` as it is when it reaches `min` against every colour of `bg`; else darkened or lightened
 * (whichever needs the smaller step, in steps of 2 %) until it does, so the brand colour stays
 * recognisable. When even black and white fall short, the better of the two.
 */
export function ensureContrast(fg: string, bg: string | readonly string[], min: number): string {
  const bgs = typeof bg === 'string' ? [bg] : bg;
  const start = normalizeColor(fg, DARK_TEXT);
  for (let step = 0; step <= 50; step++)
    for (const end of [BLACK, WHITE]) {
      const color = mixColors(start, end, step / 50);
      if (worstContrast(color, bgs) >= min) return color;
    }
  return worstContrast(BLACK, bgs) >= worstContrast(WHITE, bgs) ? BLACK : WHITE;
}
