import { extendTheme } from '@mui/joy/styles';
import type { BrandingConfig } from '@portal/contracts';
import { statusPalette } from './status-colours';

declare module '@mui/joy/styles' {
  /** The status colours (status-colours.ts): `theme.vars.palette.status.errorBg`, ... */
  interface Palette {
    status: Record<string, string>;
  }
}

const shade = (color: string, percent: number, towards = 'black') =>
  `color-mix(in srgb, ${color} ${percent}%, ${towards})`;

/** Joy theme with the customer's colours; everything else stays on Joy's accessible defaults. */
export function themeFor(branding: BrandingConfig) {
  const primary = branding.appColor;
  return extendTheme({
    colorSchemes: {
      light: {
        palette: {
          primary: {
            solidBg: primary,
            solidHoverBg: shade(primary, 85),
            solidActiveBg: shade(primary, 70),
            plainColor: primary,
            plainHoverBg: shade(primary, 8, 'white'),
            plainActiveBg: shade(primary, 14, 'white'),
            outlinedColor: primary,
            outlinedBorder: shade(primary, 40, 'white'),
            outlinedHoverBg: shade(primary, 8, 'white'),
            softColor: primary,
            softBg: shade(primary, 10, 'white'),
            softHoverBg: shade(primary, 16, 'white'),
          },
          background: { body: branding.pageBackgroundColor },
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
