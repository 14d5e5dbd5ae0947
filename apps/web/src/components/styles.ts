import { LIMITS } from '@portal/contracts';

/** Spec section 9: the mobile breakpoint is 959 px. */
export const MOBILE = `@media (max-width: ${LIMITS.mobileBreakpointPx}px)`;

/** Phones: the authenticated top bar has room for icons only (logo, globe, bell, logout). */
export const NARROW = '@media (max-width: 599px)';

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Plain buttons on the dark top bars: white text, icons and focus ring. */
export const onDark = {
  color: '#fff',
  '--Icon-color': '#fff',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
  '&:active': { bgcolor: 'rgba(255,255,255,0.2)' },
  '&:focus-visible': { outlineColor: '#fff' },
} as const;
