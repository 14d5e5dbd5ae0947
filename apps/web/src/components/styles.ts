import { LIMITS } from '@portal/contracts/limits';

/** Spec section 9: the mobile breakpoint is 959 px. */
export const MOBILE = `@media (max-width: ${LIMITS.mobileBreakpointPx}px)`;

/** Phones: the authenticated top bar has room for icons only (logo, globe, bell, logout). */
export const NARROW = '@media (max-width: 599px)';

/**
 * Read by screen readers, not shown. The sizes are strings: in Joy's `sx` a bare 1 means 100%,
 * which made these boxes as big as their container and gave /launching pages a sideways scroll.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Plain buttons on the dark top bars: white text, icons and focus ring. */
export const onDark = {
  color: 'var(--portal-on-logo-bg)',
  '--Icon-color': 'var(--portal-on-logo-bg)',
  '&:hover': { bgcolor: 'color-mix(in srgb, var(--portal-on-logo-bg) 12%, transparent)' },
  '&:active': { bgcolor: 'color-mix(in srgb, var(--portal-on-logo-bg) 20%, transparent)' },
  '&:focus-visible': { outlineColor: 'var(--portal-on-logo-bg)' },
} as const;
