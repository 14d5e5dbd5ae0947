/**
 * The status colours of spec section 4 (a record's states, and a bordereau's): one table, each
 * state a soft background with the ink that reads on it at WCAG AA (4.5:1, status-colours.test.ts).
 * They do not follow the customer's colours: a state must read the same on every portal.
 * Exposed in the Joy theme as `palette.status` (theme.ts), so Joy writes them as CSS variables:
 * `--joy-palette-status-<state>Bg` and `--joy-palette-status-<state>Text`.
 */
export const STATUS_COLOURS = {
  error: { bg: '#fce4e4', text: '#8a1c1c' },
  success: { bg: '#e3f4e1', text: '#1e5b1e' },
  waiting: { bg: '#fff3cd', text: '#6b4e00' },
  validating: { bg: '#e0ecfb', text: '#12457a' },
  waitingSigning: { bg: '#f3e8fd', text: '#5b2a86' },
  finalizing: { bg: '#e0f4f4', text: '#0d5555' },
  approved: { bg: '#d9f2e3', text: '#14532d' },
  invalid: { bg: '#fde7d9', text: '#8a3a0e' },
  deleting: { bg: '#ececec', text: '#3d3d3d' },
  charging: { bg: '#fff0e0', text: '#7a3e00' },
  finished: { bg: '#e6e9ee', text: '#2f3a48' },
} as const satisfies Record<string, { bg: string; text: string }>;

export type Status = keyof typeof STATUS_COLOURS;

/** The record states of spec section 4. */
export const RECORD_STATUSES = [
  'error',
  'success',
  'waiting',
  'validating',
  'waitingSigning',
  'finalizing',
  'approved',
  'invalid',
  'deleting',
] as const satisfies readonly Status[];

/** The bordereau states of spec section 4. */
export const BORDEREAU_STATUSES = [
  'error',
  'waitingSigning',
  'finalizing',
  'charging',
  'approved',
  'finished',
  'validating',
] as const satisfies readonly Status[];

/** The table as a flat palette (`errorBg`, `errorText`, ...), the shape Joy turns into CSS variables. */
export function statusPalette(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STATUS_COLOURS).flatMap(([state, { bg, text }]) => [
      [`${state}Bg`, bg],
      [`${state}Text`, text],
    ]),
  );
}
