import type { RequestUpstream } from '../trpc/context';
import type { UpstreamRefusal } from '../upstream/upstream-error';
import { isUpstreamError } from '../upstream/upstream-error';

/**
 * A RequestUpstream from a `call` stand-in that throws UpstreamErrors as the real client's `call`
 * does: `answer` gives the http ones back as refusals, like the real client.
 */
export function requestUpstream(call: RequestUpstream['call']): RequestUpstream {
  return {
    call,
    answer: async (name, opts) => {
      try {
        return { ok: true, ...(await call(name, opts)) };
      } catch (error) {
        if (isUpstreamError(error) && error.kind === 'http')
          return { ok: false, refusal: error as UpstreamRefusal };
        throw error;
      }
    },
  };
}
