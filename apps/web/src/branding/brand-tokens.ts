import { type BrandingConfig, DEFAULT_BRANDING } from '@portal/contracts';
import {
  AA_LARGE,
  AA_TEXT,
  contrastRatio,
  DARK_TEXT,
  ensureContrast,
  mixColors,
  normalizeColor,
  readableTextOn,
  WHITE,
} from './contrast';

/**
 * Every colour pair the portal draws with the customer's colours, computed so text reaches WCAG
 * AA on its background whatever the customer chose (issue 9). One source for both styling
 * systems: the CSS variables of the plain-CSS screens (brandVariables) and the Joy theme (theme.ts).
 */
export interface BrandTokens {
  /** Solid brand background (primary buttons, skip link): appColor, adjusted only if no text reads on it. */
  app: string;
  onApp: string;
  appHover: string;
  appActive: string;
  /** Brand-coloured text and icons on the page, on white surfaces and on the soft brand tint. */
  link: string;
  softBg: string;
  softHoverBg: string;
  /** Logo area, footer and the phone's top bar, and what sits on them. */
  logoBg: string;
  onLogoBg: string;
  /** The login side panel's text, and a scrim behind it where the banner's colours are not enough. */
  onBanner: string;
  bannerScrim: string;
  /** The title band of the environments and virtualizer-choice pages (backgroundColor). */
  band: string;
  onBand: string;
  secondary: string;
  onSecondary: string;
  /** The keyboard focus ring: the secondary colour, made visible (3:1) on the page and on white. */
  focus: string;
  pageBg: string;
}

const worstContrast = (fg: string, bgs: string[]) => Math.min(...bgs.map((bg) => contrastRatio(fg, bg)));

/** A solid background and the text on it: the text that reads best, the background nudged if needed. */
function solid(color: string): { bg: string; text: string } {
  const text = readableTextOn(color);
  return { bg: ensureContrast(color, text, AA_TEXT), text };
}

/** A darker (or, under dark text, lighter) state of a solid background that keeps its text readable. */
function state(bg: string, text: string, amount: number): string {
  return ensureContrast(mixColors(bg, text === WHITE ? '#000000' : WHITE, amount), text, AA_TEXT);
}

export function brandTokens(branding: BrandingConfig): BrandTokens {
  const d = DEFAULT_BRANDING;
  const color = (value: string, fallback: string) => normalizeColor(value, fallback);
  const pageBg = color(branding.pageBackgroundColor, d.pageBackgroundColor);
  const appColor = color(branding.appColor, d.appColor);
  const app = solid(appColor);
  const logo = solid(color(branding.logoBackgroundColor, d.logoBackgroundColor));
  const band = solid(color(branding.backgroundColor, d.backgroundColor));
  const secondary = solid(color(branding.secondaryColor, d.secondaryColor));
  const softBg = mixColors(appColor, WHITE, 0.9);
  const softHoverBg = mixColors(appColor, WHITE, 0.84);
  // The banner's text sits on any of its colours (gradients) or on an unknown image.
  const bannerColors = [branding.imageLoginBackgroundColor, branding.backgroundColor, branding.appColor].map(
    (c) => color(c, d.imageLoginBackgroundColor),
  );
  const onBanner =
    worstContrast(WHITE, bannerColors) >= worstContrast(DARK_TEXT, bannerColors) ? WHITE : DARK_TEXT;
  const bannerReads = branding.imageUrl.trim() === '' && worstContrast(onBanner, bannerColors) >= AA_TEXT;
  return {
    app: app.bg,
    onApp: app.text,
    appHover: state(app.bg, app.text, 0.15),
    appActive: state(app.bg, app.text, 0.3),
    link: ensureContrast(appColor, [WHITE, pageBg, softBg, softHoverBg], AA_TEXT),
    softBg,
    softHoverBg,
    logoBg: logo.bg,
    onLogoBg: logo.text,
    onBanner,
    // Black at 55 % under white text (or white at 70 % under dark text) reaches 4.5:1 over any colour.
    bannerScrim: bannerReads
      ? 'transparent'
      : onBanner === WHITE
        ? 'rgb(0 0 0 / 0.55)'
        : 'rgb(255 255 255 / 0.7)',
    band: band.bg,
    onBand: band.text,
    secondary: secondary.bg,
    onSecondary: secondary.text,
    focus: ensureContrast(color(branding.secondaryColor, d.secondaryColor), [WHITE, pageBg], AA_LARGE),
    pageBg,
  };
}
