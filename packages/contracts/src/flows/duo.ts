import type { PortalError } from '../errors/read-error';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { Outcome } from '../portal/outcome';
import { outcomeForError } from './code-behaviour';

/** The Duo return's query parameter the upstream's authorize address also carries (ASSUMPTION A-37). */
export const DUO_STATE_PARAM = 'state';

/** The state of a Duo address, when it carries one as a query parameter. */
export function duoStateOf(redirectUrl: string | null | undefined): string | undefined {
  if (!redirectUrl || !URL.canParse(redirectUrl)) return undefined;
  const state = new URL(redirectUrl).searchParams.get(DUO_STATE_PARAM);
  return state === null || state === '' ? undefined : state;
}

export type DuoReturn =
  /** The state is not the one this browser left with (or it left with none). */
  { kind: 'state-mismatch' } | { kind: 'signed-in' } | { kind: 'refused'; error: PortalError | undefined };

/**
 * Spec section 4: "Duo callback success goes to /home/environments". A failure (spec section 8
 * has no Duo-specific rule) shows its message and returns to the login page.
 */
export function decideDuoReturn(result: DuoReturn): Outcome {
  switch (result.kind) {
    case 'signed-in':
      return { next: navigate('/home/environments') };
    case 'state-mismatch':
      return { next: navigate('/'), message: codeMessage('DUO_STATE_MISMATCH') };
    case 'refused':
      return outcomeForError(result.error, { after: navigate('/') });
  }
}
