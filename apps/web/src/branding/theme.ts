import { extendTheme } from '@mui/joy/styles';
import type { BrandingConfig } from '@portal/contracts';
import { brandTokens } from './brand-tokens';

/**
 * Joy theme with the customer's colours, from the same computed tokens as the CSS variables
 * (brand-tokens.ts), so brand-coloured text reaches AA in both; the rest stays on Joy's defaults.
 */
export function themeFor(branding: BrandingConfig) {
  const t = brandTokens(branding);
  return extendTheme({
    colorSchemes: {
      light: {
        palette: {
          primary: {
            solidBg: t.app,
            solidColor: t.onApp,
            solidHoverBg: t.appHover,
            solidActiveBg: t.appActive,
            plainColor: t.link,
            plainHoverBg: t.softBg,
            plainActiveBg: t.softHoverBg,
            outlinedColor: t.link,
            outlinedBorder: `color-mix(in srgb, ${t.link} 40%, white)`,
            outlinedHoverBg: t.softBg,
            softColor: t.link,
            softBg: t.softBg,
            softHoverBg: t.softHoverBg,
          },
          background: { body: t.pageBg },
          focusVisible: t.focus,
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
