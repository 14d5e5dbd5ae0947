import {
  AA_LARGE,
  AA_TEXT,
  DARK_TEXT,
  ensureContrast,
  mixColors,
  normalizeColor,
  readableTextOn,
  WHITE,
  worstContrast,
} from './contrast';
import { DEFAULT_BRANDING } from './defaults';
import type { BrandingConfig } from './schema';

/**
 * Every colour pair the portal draws with the customer's colours, computed so text reaches WCAG
 * AA on its background whatever the customer chose (issue 9). One source for both styling
 * systems: each key is a CSS variable of styles/base.css (`--portal-` + the key in kebab case,
 * brandVariables) and feeds the Joy theme (theme.ts).
 */
export interface BrandTokens {
  /** Solid brand background (primary buttons, skip link): appColor, nudged only if no text reads on it. */
  appColor: string;
  onAppColor: string;
  primaryHover: string;
  primaryActive: string;
  /** Brand-coloured text and icons on the page, on white and on the soft brand tints. */
  linkColor: string;
  primarySoft: string;
  primarySoftHover: string;
  /** Logo area, footer and the phone's top bar, and what sits on them. */
  logoBg: string;
  onLogoBg: string;
  /** The login side panel's text, and a scrim behind it where the banner's colours are not enough. */
  onBanner: string;
  bannerScrim: string;
  /** The title band of the environments and virtualizer-choice pages. */
  backgroundColor: string;
  onBackgroundColor: string;
  secondaryColor: string;
  onSecondaryColor: string;
  /** The keyboard focus ring: the secondary colour, made visible (3:1) on the page and on white. */
  focusColor: string;
  pageBg: string;
}

/** A solid background and the text on it: the text that reads best, the background nudged if needed. */
function solid(color: string): [string, string] {
  const text = readableTextOn(color);
  return [ensureContrast(color, text, AA_TEXT), text];
}

/** A darker (or, under dark text, lighter) state of a solid background that keeps its text readable. */
const state = (bg: string, text: string, amount: number) =>
  ensureContrast(mixColors(bg, text === WHITE ? '#000000' : WHITE, amount), text, AA_TEXT);

export function brandTokens(branding: BrandingConfig): BrandTokens {
  const d = DEFAULT_BRANDING;
  const color = (
    key:
      | 'appColor'
      | 'pageBackgroundColor'
      | 'logoBackgroundColor'
      | 'backgroundColor'
      | 'secondaryColor'
      | 'imageLoginBackgroundColor',
  ) => normalizeColor(branding[key], d[key]);
  const pageBg = color('pageBackgroundColor');
  const app = color('appColor');
  const [appColor, onAppColor] = solid(app);
  const [logoBg, onLogoBg] = solid(color('logoBackgroundColor'));
  const [backgroundColor, onBackgroundColor] = solid(color('backgroundColor'));
  const [secondaryColor, onSecondaryColor] = solid(color('secondaryColor'));
  const primarySoft = mixColors(app, WHITE, 0.9);
  const primarySoftHover = mixColors(app, WHITE, 0.84);
  // The banner's text sits on any of its colours (gradients) or on an unknown image.
  const banner = [color('imageLoginBackgroundColor'), color('backgroundColor'), app];
  const onBanner = worstContrast(WHITE, banner) >= worstContrast(DARK_TEXT, banner) ? WHITE : DARK_TEXT;
  const bannerReads = branding.imageUrl.trim() === '' && worstContrast(onBanner, banner) >= AA_TEXT;
  return {
    appColor,
    onAppColor,
    primaryHover: state(appColor, onAppColor, 0.15),
    primaryActive: state(appColor, onAppColor, 0.3),
    linkColor: ensureContrast(app, [WHITE, pageBg, primarySoft, primarySoftHover], AA_TEXT),
    primarySoft,
    primarySoftHover,
    logoBg,
    onLogoBg,
    onBanner,
    // Black at 55 % under white text (white at 70 % under dark text) reaches 4.5:1 over any colour.
    bannerScrim: bannerReads
      ? 'transparent'
      : onBanner === WHITE
        ? 'rgb(0 0 0 / 0.55)'
        : 'rgb(255 255 255 / 0.7)',
    backgroundColor,
    onBackgroundColor,
    secondaryColor,
    onSecondaryColor,
    focusColor: ensureContrast(color('secondaryColor'), [WHITE, pageBg], AA_LARGE),
    pageBg,
  };
}

/**
 * The branding colours as the CSS variables of the web's styles/base.css (`--portal-` + each
 * token's name in kebab case, e.g. --portal-on-app-color), set on the root element so the Joy
 * screens can use them too (and on the gateway's first paint); text colours are computed for contrast.
 */
export function brandVariables(branding: BrandingConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(brandTokens(branding)).map(([key, value]) => [
      `--portal-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  );
}
