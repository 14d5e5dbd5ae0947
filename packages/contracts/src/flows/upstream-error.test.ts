import { describe, expect, it } from 'vitest';
import type { ErrorBehaviour } from '../errors/behaviours';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { type Outcome, OutcomeSchema } from '../portal/outcome';
import { decideClientCallError } from './upstream-error';

const known = (code: ErrorCode): PortalError => ({ known: true, code });
const ONE = { clientCount: 1 };
const MANY = { clientCount: 2 };

function decide(status: number | undefined, error: PortalError | undefined, ctx = MANY): Outcome {
  const outcome = decideClientCallError(status, error, ctx);
  expect(OutcomeSchema.safeParse(outcome).success).toBe(true);
  return outcome;
}

const codeWith = (behaviour: ErrorBehaviour): ErrorCode => {
  const code = ERROR_CODES.find((c) => ERROR_CATALOGUE[c].behaviour === behaviour);
  if (code === undefined) throw new Error(`no code with behaviour ${behaviour}`);
  return code;
};

describe('decideClientCallError, spec section 8 "Behaviours"', () => {
  it('401 logs out, whatever the code and client count', () => {
    for (const ctx of [ONE, MANY]) {
      expect(decide(401, undefined, ctx)).toEqual({ next: { kind: 'logout' } });
      expect(decide(401, known('USER_ACCESS_IS_RESTRICTED'), ctx)).toEqual({ next: { kind: 'logout' } });
      expect(decide(401, known('INVALID_COMPANY'), ctx)).toEqual({ next: { kind: 'logout' } });
    }
  });

  it('452 rejects without a message, even for one client', () => {
    for (const ctx of [ONE, MANY]) {
      expect(decide(452, undefined, ctx)).toEqual({ next: { kind: 'stay' } });
      expect(decide(452, known('NO_LICENSE_CLIENT'), ctx)).toEqual({ next: { kind: 'stay' } });
      expect(decide(452, { known: false, text: 'x' }, ctx)).toEqual({ next: { kind: 'stay' } });
    }
  });

  it('silent codes reject without a message, even for one client', () => {
    for (const code of ['INVALID_COMPANY', 'COMPANY_ALREADY_REGISTERED'] as const) {
      expect(decide(400, known(code), ONE)).toEqual({ next: { kind: 'stay' } });
      expect(decide(409, known(code), MANY)).toEqual({ next: { kind: 'stay' } });
    }
  });

  it('INSTANCE_TURNING_ON goes to /messages', () => {
    for (const ctx of [ONE, MANY]) {
      expect(decide(409, known('INSTANCE_TURNING_ON'), ctx)).toEqual({
        next: { kind: 'navigate', to: '/messages', state: { reason: 'INSTANCE_TURNING_ON' } },
      });
    }
  });

  it.each(['NO_LICENSE_ENVIRONMENT', 'NO_INSTANCE_AVAILABLE'] as const)(
    '%s logs one client out, else goes to the environments, with the message',
    (code) => {
      const message = { severity: 'error', key: `errors.${code}` };
      expect(decide(403, known(code), ONE)).toEqual({ next: { kind: 'logout' }, message });
      expect(decide(403, known(code), MANY)).toEqual({
        next: { kind: 'navigate', to: '/home/environments' },
        message,
      });
    },
  );

  it.each(['NO_LICENSE_CLIENT', 'NO_LICENSE'] as const)(
    '%s shows the message and goes to / (a logout), for one client or several',
    (code) => {
      for (const ctx of [ONE, MANY]) {
        expect(decide(403, known(code), ctx)).toEqual({
          next: { kind: 'logout' },
          message: { severity: 'error', key: `errors.${code}` },
        });
      }
    },
  );

  it('USER_ACCESS_IS_RESTRICTED never logs a one-client user out', () => {
    for (const ctx of [ONE, MANY]) {
      expect(decide(403, known('USER_ACCESS_IS_RESTRICTED'), ctx)).toEqual({
        next: { kind: 'navigate', to: '/accessRestricted' },
      });
    }
  });

  it('HAS_PENDING_CONNECTION goes to /pendingConnection', () => {
    expect(decide(409, known('HAS_PENDING_CONNECTION'), ONE)).toEqual({
      next: { kind: 'navigate', to: '/pendingConnection', state: { time: 0 } },
    });
  });

  it('MAXIMUM_PIN_INVALID_RETRIES returns to / (a logout) with its message', () => {
    expect(decide(403, known('MAXIMUM_PIN_INVALID_RETRIES'), MANY)).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.MAXIMUM_PIN_INVALID_RETRIES' },
    });
  });

  it('INVALID_ACCESS_TOKEN logs out whatever the status', () => {
    expect(decide(400, known('INVALID_ACCESS_TOKEN'), MANY)).toEqual({ next: { kind: 'logout' } });
  });

  it('a plain error logs one client out with its message', () => {
    expect(decide(404, known('CLIENT_NOT_FOUND'), ONE)).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.CLIENT_NOT_FOUND' },
    });
  });

  it('a plain error keeps a several-client user in place with its message', () => {
    expect(decide(404, known('CLIENT_NOT_FOUND'), MANY)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.CLIENT_NOT_FOUND' },
    });
  });

  it('an unknown error shows the raw text', () => {
    expect(decide(500, { known: false, text: 'Kaputt' }, MANY)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.raw', text: 'Kaputt' },
    });
    expect(decide(500, { known: false, text: '  ' }, ONE)).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
  });

  it('no status and no error shows the unexpected-error message', () => {
    expect(decide(undefined, undefined, MANY)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
    expect(decide(undefined, undefined, ONE).next).toEqual({ kind: 'logout' });
  });

  it('a zero-client context behaves as several (no one-client logout)', () => {
    expect(decide(404, known('CLIENT_NOT_FOUND'), { clientCount: 0 }).next).toEqual({ kind: 'stay' });
  });

  it.each(ERROR_CODES)('%s gives a valid outcome for one client and several', (code) => {
    decide(ERROR_CATALOGUE[code].status, known(code), ONE);
    decide(ERROR_CATALOGUE[code].status, known(code), MANY);
  });

  it('each behaviour with its own rule is decided by the behaviour, not the code', () => {
    const special: ErrorBehaviour[] = [
      'silent',
      'go-messages',
      'logout-if-one-client-else-environments',
      'toast-and-go-home',
      'access-restricted',
      'pending-connection',
      'go-home',
      'logout',
    ];
    for (const behaviour of special) {
      const code = codeWith(behaviour);
      const plain = decide(400, known('CLIENT_NOT_FOUND'), MANY);
      expect(decide(400, known(code), MANY), `${behaviour} (${code})`).not.toEqual({
        ...plain,
        message: { ...plain.message, key: `errors.${code}` },
      });
    }
  });
});
