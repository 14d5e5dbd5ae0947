import { describe, expect, it } from 'vitest';
import { failureKind } from './login-limiter';

// The kinds that decide how many warn lines a Redis outage writes (one per kind, docs/decisions/016).
describe('failureKind', () => {
  it('is the system error code when there is one', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    expect(failureKind(refused)).toBe('ECONNREFUSED');
  });

  it("is 'command-timeout' for ioredis's command time-out", () => {
    expect(failureKind(new Error('Command timed out'))).toBe('command-timeout');
  });

  it("is Redis's own refusal word (NOAUTH, WRONGPASS, READONLY), never the rest of the message", () => {
    expect(failureKind(new Error('NOAUTH Authentication required.'))).toBe('NOAUTH');
    expect(failureKind(new Error('WRONGPASS invalid username-password pair'))).toBe('WRONGPASS');
  });

  it("is the error's name otherwise, and 'unknown' for what is not an error", () => {
    class MaxRetriesPerRequestError extends Error {
      override name = 'MaxRetriesPerRequestError';
    }
    expect(failureKind(new MaxRetriesPerRequestError('Reached the max retries per request limit'))).toBe(
      'MaxRetriesPerRequestError',
    );
    expect(failureKind('down')).toBe('unknown');
  });
});
