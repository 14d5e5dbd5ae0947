import { isErrorCode } from '@portal/contracts/errors';
import { isOutcome, type Outcome } from '@portal/contracts/portal';
import { UpstreamError } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';

/**
 * Simulator mode: the catalogue code of the last upstream refusal a procedure met, so its outcome
 * can say which code it follows (Outcome.code) and the page counts that code for QA coverage
 * once it has shown it, not the text it showed (EXPIRED_MAIL shows PASSWORD_CHANGE_ERROR's).
 */
export function watchRefusals(upstream: RequestUpstream): {
  upstream: RequestUpstream;
  code: () => string | undefined;
} {
  let last: string | undefined;
  const note = (error: unknown) => {
    if (
      error instanceof UpstreamError &&
      error.kind === 'http' &&
      error.code !== undefined &&
      isErrorCode(error.code)
    ) {
      last = error.code;
    }
  };
  return {
    upstream: {
      answer: async (name, opts) => {
        const answered = await upstream.answer(name, opts);
        if (!answered.ok) note(answered.refusal);
        return answered;
      },
      call: async (name, opts) => {
        try {
          return await upstream.call(name, opts);
        } catch (error) {
          note(error);
          throw error;
        }
      },
    },
    code: () => last,
  };
}

const stamp = (outcome: Outcome, code: string): Outcome => ({ ...outcome, code });

/**
 * A procedure's answer with the code stamped on its outcome: the answer itself when it is an
 * Outcome, or its `outcome` field ({ ok: false, outcome }). Anything else is returned as it is.
 * A copy: flows answer with shared constants that must never change.
 */
export function stampShownCode(data: unknown, code: string | undefined): unknown {
  if (code === undefined || typeof data !== 'object' || data === null) return data;
  if (isOutcome(data)) return stamp(data, code);
  if ('outcome' in data && isOutcome(data.outcome)) return { ...data, outcome: stamp(data.outcome, code) };
  return data;
}
