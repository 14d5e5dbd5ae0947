import type { ReactNode } from 'react';

export type PageNoticeSeverity = 'info' | 'success' | 'warning';

/**
 * A sentence a page says about how the user got there (the session that ended, the logout that
 * worked), in the page itself and not in an alert that fades: it stays until the page moves on.
 * A status, not an alert: it is news, not an error, and it is on screen as the page draws.
 */
export function PageNotice({ severity, children }: { severity: PageNoticeSeverity; children: ReactNode }) {
  return (
    <p role="status" className={`page-notice page-notice-${severity}`}>
      {children}
    </p>
  );
}
