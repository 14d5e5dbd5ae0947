import type { PortalError } from '@portal/contracts/errors';

export type UpstreamFailureKind = 'http' | 'timeout' | 'unreachable' | 'bad-reply';

export interface UpstreamErrorInit {
  kind: UpstreamFailureKind;
  endpoint: string;
  status?: number;
  /** The upstream's error body (http) — kept for flows such as PASSWORD_EXPIRED; never logged. */
  body?: unknown;
  error?: PortalError;
  cause?: unknown;
}

/**
 * Every way an upstream call can fail, normalised. The message names the endpoint and the kind
 * only, so logging it can never leak a token or a password.
 */
export class UpstreamError extends Error {
  readonly kind: UpstreamFailureKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  declare readonly body: unknown;
  readonly error: PortalError | undefined;

  constructor(init: UpstreamErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'UpstreamError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    // Not enumerable: a logged error must never print a body (PASSWORD_EXPIRED carries a token).
    Object.defineProperty(this, 'body', { value: init.body, enumerable: false });
    this.error = init.error;
  }

  /** The catalogue code, when the upstream sent a known one. */
  get code(): string | undefined {
    if (this.error === undefined) return undefined;
    return this.error.known ? this.error.code : undefined;
  }

  /**
   * Why the call failed underneath, as the system or the HTTP client names it (ECONNREFUSED,
   * UND_ERR_SOCKET, UND_ERR_INVALID_ARG…): a refused connection and a reply that breaks HTTP read
   * alike to the user, not to the operator. A name only, never a message that could hold data.
   */
  get reason(): string | undefined {
    let error: unknown = this.cause;
    for (let depth = 0; depth < 3 && typeof error === 'object' && error !== null; depth += 1) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && REASON_CODE.test(code)) return code;
      error = (error as { cause?: unknown }).cause;
    }
    return undefined;
  }
}

const REASON_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

function describe(init: UpstreamErrorInit): string {
  switch (init.kind) {
    case 'http': {
      const code = init.error?.known ? ` ${init.error.code}` : '';
      return `upstream ${init.endpoint} answered ${init.status ?? '?'}${code}`;
    }
    case 'timeout':
      return `upstream ${init.endpoint} timed out`;
    case 'unreachable':
      return `upstream ${init.endpoint} is unreachable`;
    case 'bad-reply':
      return `upstream ${init.endpoint} sent a reply that breaks the contract`;
  }
}

/** An http answer that is not a success: the upstream refused, with a status and maybe a code. */
export type UpstreamRefusal = UpstreamError & { readonly kind: 'http'; readonly status: number };

export const isUpstreamError = (value: unknown): value is UpstreamError => value instanceof UpstreamError;
