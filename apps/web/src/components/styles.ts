import { LIMITS } from '@portal/contracts/limits';

/** Spec section 9: the mobile breakpoint is 959 px. */
export const MOBILE = `@media (max-width: ${LIMITS.mobileBreakpointPx}px)`;

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
