import { extendTheme } from '@mui/joy/styles';
import type { BrandingConfig } from '@portal/contracts/branding';
import { brandTokens } from '@portal/contracts/branding';
import { statusPalette } from './status-colours';

declare module '@mui/joy/styles' {
  /** The status colours (status-colours.ts): `theme.vars.palette.status.errorBg`, ... */
  interface Palette {
    status: Record<string, string>;
  }
}

/**
 * Joy theme with the customer's colours, from the same computed tokens as the CSS variables
 * (contracts/branding/brand-tokens.ts), so brand-coloured text reaches AA in both; the rest stays on Joy's defaults.
 * The QA picker, which has no provider, maps the same variables in its own stylesheet
 * (features/sim-picker/brand-palette.css): keep the two alike.
 */
export function themeFor(branding: BrandingConfig): BrandedTheme {
  const known = themes.get(branding);
  if (known !== undefined) return known;
  const theme = brandedTheme(branding);
  themes.set(branding, theme);
  return theme;
}

type BrandedTheme = ReturnType<typeof extendTheme>;

/**
 * Each branding's theme, built once: every Joy screen mounts the kit anew (layouts/joy-kit.tsx),
 * and extendTheme takes milliseconds (about 6 ms on a server's core, several times that on a
 * phone) for the same theme each time. Weak: a branding the page no longer holds is dropped.
 */
const themes = new WeakMap<BrandingConfig, BrandedTheme>();

function brandedTheme(branding: BrandingConfig): BrandedTheme {
  const t = brandTokens(branding);
  return extendTheme({
    colorSchemes: {
      light: {
        palette: {
          primary: {
            solidBg: t.appColor,
            solidColor: t.onAppColor,
            solidHoverBg: t.primaryHover,
            solidActiveBg: t.primaryActive,
            plainColor: t.linkColor,
            plainHoverBg: t.primarySoft,
            plainActiveBg: t.primarySoftHover,
            outlinedColor: t.linkColor,
            outlinedBorder: `color-mix(in srgb, ${t.linkColor} 40%, white)`,
            outlinedHoverBg: t.primarySoft,
            softColor: t.linkColor,
            softBg: t.primarySoft,
            softHoverBg: t.primarySoftHover,
          },
          background: { body: t.pageBg },
          focusVisible: t.focusColor,
          status: statusPalette(),
        },
      },
    },
    fontFamily: {
      // No web font download: the portal must also work behind closed networks.
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      display: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
