// WCAG 2.x contrast, computed from the customer's colours instead of assuming white on brand
// (issue 9): every brand-coloured text and its background go through these functions. Pure and
// small: the login route loads it before the first paint.

type Rgb = readonly [number, number, number];

/** Text on a light colour: the portal's body text colour (styles/base.css --portal-text). */
export const DARK_TEXT = '#171a1c';
export const WHITE = '#ffffff';
/** Contrast the WCAG asks of text (AA) and of large text and interface parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/** #rgb, #rrggbb, rgb(r, g, b) / rgb(r g b); anything else (named colours, hsl) is undefined. */
export function parseColor(color: string): Rgb | undefined {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*(?:1|1\.0+|100%)\s*)?\)$/.exec(
    value,
  );
  if (!rgb) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : undefined;
}

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** A colour the helpers understand; an unreadable one becomes `fallback`. */
export function normalizeColor(color: string, fallback: string): string {
  const rgb = parseColor(color) ?? parseColor(fallback);
  return rgb ? toHex(rgb) : fallback;
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const rgb = parseColor(color) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21, whatever the order of the two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `a` moved towards `b` by `amount` (0 … 1), as hex. */
export function mixColors(a: string, b: string, amount: number): string {
  const from = parseColor(a) ?? [0, 0, 0];
  const to = parseColor(b) ?? [0, 0, 0];
  return toHex(from.map((c, i) => c + ((to[i] ?? 0) - c) * amount) as unknown as Rgb);
}

/** The text colour (white or the dark body text) that reads best on `bg`. */
export function readableTextOn(bg: string): string {
  return contrastRatio(WHITE, bg) >= contrastRatio(DARK_TEXT, bg) ? WHITE : DARK_TEXT;
}

const worst = (fg: string, bgs: readonly string[]) => Math.min(...bgs.map((bg) => contrastRatio(fg, bg)));

/**
 * `fg` as it is when it reaches `min` against every colour of `bg`; else darkened (or lightened,
 * whichever gets there) by the least amount that does, so the brand colour stays recognisable.
 * When neither black nor white gets there, the better of the two.
 */
export function ensureContrast(fg: string, bg: string | readonly string[], min: number): string {
  const bgs = typeof bg === 'string' ? [bg] : bg;
  const start = normalizeColor(fg, DARK_TEXT);
  if (worst(start, bgs) >= min) return start;
  const reachable = ['#000000', WHITE].filter((end) => worst(end, bgs) >= min);
  if (reachable.length === 0) return worst('#000000', bgs) >= worst(WHITE, bgs) ? '#000000' : WHITE;
  // Of the directions that get there, the one that needs the smaller step.
  let best: { color: string; amount: number } | undefined;
  for (const end of reachable) {
    let [low, high] = [0, 1];
    for (let i = 0; i < 16; i++) {
      const mid = (low + high) / 2;
      if (worst(mixColors(start, end, mid), bgs) >= min) high = mid;
      else low = mid;
    }
    // Rounding to hex can lose a hair of contrast: step on until the rounded colour passes.
    let amount = high;
    let color = mixColors(start, end, amount);
    while (worst(color, bgs) < min && amount < 1) {
      amount = Math.min(1, amount + 0.01);
      color = mixColors(start, end, amount);
    }
    if (!best || high < best.amount) best = { color, amount };
  }
  return best?.color ?? start;
}
