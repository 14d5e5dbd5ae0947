import {
  AA_TEXT,
  ensureContrast,
  mixColors,
  normalizeColor,
  readableTextOn,
} from '@portal/contracts/branding';
import { fnv1a } from '../components/stable-hash';

/** The motifs a mark draws behind its letters; which one is picked from the name. */
export const MARK_MOTIFS = ['corner', 'band', 'rings', 'split'] as const;
export type MarkMotif = (typeof MARK_MOTIFS)[number];

/** What a resource is: its corner badge says so, so a desktop and a web app of one name differ. */
export type ResourceKind = 'desktop' | 'web';

export interface ResourceMark {
  /** One or two letters: the initials of the first two words, or the first two letters of one. */
  letters: string;
  background: string;
  /** The letters' colour: reaches AA (4.5:1) on the background. */
  foreground: string;
  /** The motif's colour: a tint between the two, decorative only. */
  accent: string;
  motif: MarkMotif;
  /** The motif's turn, in degrees (0, 90, 180, 270). */
  rotation: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** "ERP Desktop" → "ED", "Intranet" → "In", "2024 reports" → "2R"; nothing readable → "?". */
export function markLetters(name: string): string {
  const words = name.match(WORD) ?? [];
  const [first = '', second] = words;
  if (first === '') return '?';
  if (second !== undefined) return `${[...first][0] ?? ''}${[...second][0] ?? ''}`.toLocaleUpperCase();
  const [a = '', b = ''] = [...first];
  return `${a.toLocaleUpperCase()}${b.toLocaleLowerCase()}`;
}

/**
 * The tones a mark may take: the brand's two colours, each as it is, deeper and lighter, and
 * their blend, so a page of marks looks like the customer's yet neighbours differ.
 */
export function markPalette(appColor: string, secondaryColor: string): string[] {
  const app = normalizeColor(appColor, '#1f6feb');
  const secondary = normalizeColor(secondaryColor, app);
  return [
    app,
    mixColors(app, '#000000', 0.3),
    secondary,
    mixColors(secondary, '#000000', 0.3),
    mixColors(app, secondary, 0.5),
    mixColors(app, '#ffffff', 0.25),
  ];
}

/**
 * The generated mark of a resource that brings no icon of its own: the same for the same name and
 * branding on every visit (a hash of the name, not its position), in the customer's colours,
 * with letters that reach AA whatever those colours are.
 */
export function resourceMark(
  name: string,
  kind: ResourceKind,
  brand: { appColor: string; secondaryColor: string },
): ResourceMark {
  const hash = fnv1a(`${kind}:${name.trim().toLocaleLowerCase()}`);
  const palette = markPalette(brand.appColor, brand.secondaryColor);
  const tone = palette[hash % palette.length] ?? palette[0] ?? '#1f6feb';
  const foreground = readableTextOn(tone);
  const background = ensureContrast(tone, foreground, AA_TEXT);
  return {
    letters: markLetters(name),
    background,
    foreground,
    accent: mixColors(background, foreground, 0.22),
    motif: MARK_MOTIFS[(hash >>> 8) % MARK_MOTIFS.length] ?? 'corner',
    rotation: ((hash >>> 12) % 4) * 90,
  };
}
