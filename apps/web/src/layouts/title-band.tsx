import { useBranding } from '../branding/branding-context';
import { reserveTitleBand, showTitleBand, type TitleBandInput } from './title-band-rule';

/**
 * The coloured band under the top bar naming the clients (spec section 2). Whether it shows is
 * decided by showTitleBand alone; pages pass what they know. The text colour is the branding's
 * readable-on-background variable (docs/branding.md), so a light customer colour keeps dark text.
 * Its rules are the first paint's (styles/first-paint.css), which it replaces without a move.
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
    <div
      className="title-band"
      data-testid={reserved ? 'title-band-reserved' : 'title-band'}
      aria-hidden={reserved || undefined}
      // The branding's colour until its variables are set.
      style={{ background: `var(--portal-background-color, ${branding.backgroundColor})` }}
    >
      {/* Padding inside the width cap, as on the pages below, so the band's text lines up with theirs. */}
      <div className="title-band-text" style={{ maxWidth }}>
        <p className="title-band-title">
          {/* Until the name arrives, a blank line keeps the band's height: nothing jumps. */}
          {(reserved ? undefined : title) || '\u00a0'}
        </p>
        {reserved ? (
          <p className="title-band-subtitle">{'\u00a0'}</p>
        ) : subtitle ? (
          <p className="title-band-subtitle">{subtitle}</p>
        ) : null}
      </div>
    </div>
  );
}
