import { readFileSync } from 'node:fs';
import { LIMITS } from '@portal/contracts/limits';
import { describe, expect, it } from 'vitest';

// The spec's sizes (section 9) live in LIMITS; the plain-CSS screens (decision 008) repeat them
// as literals, because CSS cannot import them. This keeps the two from drifting apart.
const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const base = css('./base.css');
const auth = css('../layouts/auth-layout.css');

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(sheet: string, selector: string): string {
  const start = sheet.indexOf(`\n${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return sheet.slice(start, sheet.indexOf('}', start));
}

describe('the CSS follows LIMITS', () => {
  it('uses the mobile breakpoint and no other max-width media query above the phone size', () => {
    for (const sheet of [base, auth]) {
      const widths = [...sheet.matchAll(/@media \(max-width: (\d+)px\)/g)].map((m) => Number(m[1]));
      expect(widths.length).toBeGreaterThan(0);
      for (const width of widths) expect([LIMITS.mobileBreakpointPx, 599]).toContain(width);
      expect(widths).toContain(LIMITS.mobileBreakpointPx);
    }
  });

  it('sizes the authentication layout as section 9 says', () => {
    expect(rule(auth, '.auth-top-bar')).toContain(`height: ${LIMITS.authTopBarHeightPx}px;`);
    expect(rule(auth, '.auth-logo-area')).toContain(`width: ${LIMITS.authLogoAreaWidthPx}px;`);
    expect(rule(auth, '.auth-column')).toContain(`max-width: ${LIMITS.authFormColumnWidthPx}px;`);
  });

  it('puts the alerts just below the 56 px top bars', () => {
    expect(rule(base, '.alerts')).toContain(`top: ${LIMITS.authTopBarHeightPx + 8}px;`);
  });

  it('stacks the alerts under every menu and under the app shell top bar, which holds menus', () => {
    const zIndex = (declarations: string) => Number(/z-index: (\d+);/.exec(declarations)?.[1]);
    const alerts = zIndex(rule(base, '.alerts'));
    // The language menu and the bell's (layouts/notifications.tsx) share .menu; the app shell's sticky top
    // bar (layouts/app-shell.css) makes a stacking context for the menus inside it.
    const topBar = zIndex(rule(css('../layouts/app-shell.css'), '.app-top-bar'));
    expect(zIndex(rule(base, '.menu'))).toBe(1400);
    expect(topBar).toBeLessThan(1400);
    expect(alerts).toBeLessThan(topBar);
    expect(alerts).toBeGreaterThan(0);
  });
});
