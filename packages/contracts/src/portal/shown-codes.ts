import type { Outcome } from './outcome';

/**
 * Catalogue codes the web decides to show by itself, with no answer of the gateway carrying them
 * (a Duo return without its parameters, an instance still turning on, an unknown client in the
 * address). The gateway counts the others from its own answers; these the page hands over here,
 * for the QA coverage view (issue 11): the page pushes each code onto this global, and the QA
 * picker, loaded in simulator mode only, takes the queue over and sends each code to
 * POST /__sim/coverage/shown. In proxy mode nothing takes the queue, and the page keeps at most
 * SHOWN_CODES_KEPT codes.
 */
export const SHOWN_CODES_GLOBAL = '__portalShownCodes';
export const SHOWN_CODES_KEPT = 20;

/** What the page pushes onto: an array until the picker replaces it with its sender. */
export interface ShownCodesQueue {
  push(code: string): unknown;
}

const MESSAGE_KEY_PREFIX = 'errors.';

/**
 * The shape of a catalogue code. Which codes are the catalogue's is the simulator's to check where
 * it counts them (POST /__sim/coverage/shown refuses any other): the list would add the whole
 * catalogue to the sign-in page's download for simulator-mode bookkeeping.
 */
const CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;
const codeShaped = (value: string): string | undefined => (CODE_SHAPE.test(value) ? value : undefined);

/**
 * The catalogue code a rendered outcome counts as, for QA coverage: the upstream's code when the
 * gateway stamped one (by code, never by the text on screen), else the code whose message the
 * outcome shows when the gateway chose it from a reply without an error code (a password about to
 * expire, a PIN sent). Undefined for anything else: a portal-only text (`errors.raw`), a plain
 * navigation, a code that is not shaped like one.
 */
export function shownCodeOf(outcome: Pick<Outcome, 'code' | 'message'>): string | undefined {
  if (outcome.code !== undefined) return codeShaped(outcome.code);
  const key = outcome.message?.key;
  if (key === undefined || !key.startsWith(MESSAGE_KEY_PREFIX)) return undefined;
  return codeShaped(key.slice(MESSAGE_KEY_PREFIX.length));
}
