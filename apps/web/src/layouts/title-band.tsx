import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useBranding } from '../branding/branding-context';
import { reserveTitleBand, showTitleBand, type TitleBandInput } from './title-band-rule';

/**
 * The coloured band under the top bar naming the clients (spec section 2). Whether it shows is
 * decided by showTitleBand alone; pages pass what they know. The text colour is the branding's
 * readable-on-background variable (docs/branding.md), so a light customer colour keeps dark text.
 */
export function TitleBand({
  title,
  subtitle,
  maxWidth,
  ...rule
}: TitleBandInput & { title: string | undefined; subtitle?: string; maxWidth: number | string }) {
  const branding = useBranding();
  const shown = showTitleBand(rule);
  if (!shown && !reserveTitleBand(rule)) return null;
  // Kept in place while the list loads (reserveTitleBand): the same band, its two lines blank.
  const reserved = !shown;
  return (
    <Box
      data-testid={reserved ? 'title-band-reserved' : 'title-band'}
      aria-hidden={reserved || undefined}
      sx={{
        // Slice A's computed pair; the branding's colour until its variables are set.
        bgcolor: `var(--portal-background-color, ${branding.backgroundColor})`,
        color: 'var(--portal-on-background-color, #fff)',
        py: 2,
      }}
    >
      {/* Padding inside the width cap, as on the pages below, so the band's text lines up with theirs. */}
      <Box sx={{ maxWidth, mx: 'auto', px: { xs: 2, md: 4 } }}>
        <Typography level="title-lg" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
          {/* Until the name arrives, a blank line keeps the band's height: nothing jumps. */}
          {(reserved ? undefined : title) || '\u00a0'}
        </Typography>
        {reserved ? (
          <Typography level="body-sm" sx={{ color: 'inherit' }}>
            {'\u00a0'}
          </Typography>
        ) : subtitle ? (
          <Typography level="body-sm" sx={{ color: 'inherit' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
