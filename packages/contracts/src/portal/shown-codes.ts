import { type ErrorCode, isErrorCode } from '../errors/catalogue';
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
 * The catalogue code a rendered outcome counts as, for QA coverage: the upstream's code when the
 * gateway stamped one (by code, never by the text on screen), else the code whose message the
 * outcome shows when the gateway chose it from a reply without an error code (a password about to
 * expire, a PIN sent). Undefined for anything else: a portal-only text, a plain navigation.
 */
export function shownCodeOf(outcome: Pick<Outcome, 'code' | 'message'>): ErrorCode | undefined {
  if (outcome.code !== undefined) return isErrorCode(outcome.code) ? outcome.code : undefined;
  const key = outcome.message?.key;
  if (key === undefined || !key.startsWith(MESSAGE_KEY_PREFIX)) return undefined;
  const code = key.slice(MESSAGE_KEY_PREFIX.length);
  return isErrorCode(code) ? code : undefined;
}
