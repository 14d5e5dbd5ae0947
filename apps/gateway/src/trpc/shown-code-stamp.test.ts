import type { Outcome } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { UpstreamError, type UpstreamRefusal } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';
import { stampShownCode, watchRefusals } from './shown-code-stamp';

const refusal = (code: string | undefined) =>
  new UpstreamError({
    kind: 'http',
    endpoint: 'registerPassword',
    status: 410,
    body: { error: code },
    error: code === undefined ? undefined : { known: true, code: code as 'EXPIRED_MAIL' },
  }) as UpstreamRefusal;

describe('watchRefusals', () => {
  it('keeps the catalogue code of the last refusal, answered or thrown', async () => {
    let next: UpstreamRefusal = refusal('EXPIRED_MAIL');
    const upstream = {
      answer: async () => ({ ok: false, refusal: next }),
      call: async () => {
        throw next;
      },
    } as unknown as RequestUpstream;
    const watched = watchRefusals(upstream);
    expect(watched.code()).toBeUndefined();
    await watched.upstream.answer('registerPassword');
    expect(watched.code()).toBe('EXPIRED_MAIL');
    next = refusal('NO_LICENSE');
    await expect(watched.upstream.call('clients')).rejects.toBe(next);
    expect(watched.code()).toBe('NO_LICENSE');
    next = refusal(undefined);
    await watched.upstream.answer('clients');
    expect(watched.code()).toBe('NO_LICENSE');
  });
});

describe('stampShownCode', () => {
  const outcome: Outcome = {
    next: { kind: 'stay' },
    message: { severity: 'error', key: 'errors.PASSWORD_CHANGE_ERROR' },
  };

  it('stamps an outcome answer or an answer’s outcome, on a copy', () => {
    expect(stampShownCode(outcome, 'EXPIRED_MAIL')).toEqual({ ...outcome, code: 'EXPIRED_MAIL' });
    expect(outcome).not.toHaveProperty('code');
    expect(stampShownCode({ ok: false, outcome }, 'EXPIRED_MAIL')).toEqual({
      ok: false,
      outcome: { ...outcome, code: 'EXPIRED_MAIL' },
    });
  });

  it('leaves everything else as it is', () => {
    const clients = { clients: [] };
    expect(stampShownCode(clients, 'NO_LICENSE')).toBe(clients);
    expect(stampShownCode(outcome, undefined)).toBe(outcome);
    expect(stampShownCode(null, 'NO_LICENSE')).toBeNull();
  });
});
