import type { NextStep } from './outcome';

/**
 * A `navigate` next step. Kept apart from outcome.ts's zod schemas (only a type comes from there)
 * so a web page that takes a decision in the browser (decideNoClientSelected) does not download zod.
 */
export const navigate = (to: string, state?: Record<string, unknown>): NextStep =>
  state === undefined ? { kind: 'navigate', to } : { kind: 'navigate', to, state };
