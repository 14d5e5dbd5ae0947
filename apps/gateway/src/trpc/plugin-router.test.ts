import type { RegisterChoiceInput } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { requestUpstream } from '../test-support/request-upstream';
import { UpstreamError } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';
import { registerChoice } from './plugin-router';

const TSPLUS = { instance: 'erp.acme.example', webport: 8443, window_name: 'acme-erp', use_dns: true };
const input = (over: Partial<RegisterChoiceInput> = {}): RegisterChoiceInput => ({
  cliUuid: 'globex',
  choice: 'TSPLUS',
  offer: { TSPLUS, REMOTE_APP: { iframe: 'https://apps.globex.example/remote' } },
  isChrome: true,
  clientCount: 2,
  ...over,
});

function upstreamAnswering(answer: { status: number; data: unknown } | UpstreamError) {
  const bodies: unknown[] = [];
  const upstream: RequestUpstream = requestUpstream(async (name, opts) => {
    expect(name).toBe('registerSelectedVirtualizer');
    bodies.push((opts as { body: unknown }).body);
    if (answer instanceof UpstreamError) throw answer;
    return answer as never;
  });
  return { upstream, bodies };
}

describe('registerChoice', () => {
  it('registers TSPLUS with its block and opens the session from the reply', async () => {
    const { upstream, bodies } = upstreamAnswering({
      status: 200,
      data: { virtualizer: 'TSPLUS', ...TSPLUS },
    });
    expect(await registerChoice(upstream, input())).toEqual({
      next: {
        kind: 'open-session',
        url: 'https://erp.acme.example:8443/software/html5.html',
        windowName: 'acme-erp',
      },
    });
    expect(bodies).toEqual([{ cli_uuid: 'globex', virtualizer: 'TSPLUS', ...TSPLUS }]);
  });

  it('registers REMOTE_APP and hands back its iframe', async () => {
    const { upstream, bodies } = upstreamAnswering({
      status: 200,
      data: { virtualizer: 'TSPLUS_REMOTE_APP', iframe: '/__sim/pages/remote-app?client=globex' },
    });
    expect(await registerChoice(upstream, input({ choice: 'REMOTE_APP' }))).toEqual({
      next: { kind: 'stay' },
      iframe: '/__sim/pages/remote-app?client=globex',
    });
    expect(bodies).toEqual([
      { cli_uuid: 'globex', virtualizer: 'TSPLUS_REMOTE_APP', iframe: 'https://apps.globex.example/remote' },
    ]);
  });

  it('an http error follows the client-call rules (one client: logout)', async () => {
    const error = new UpstreamError({
      kind: 'http',
      endpoint: 'registerSelectedVirtualizer',
      status: 404,
      body: { error: 'VIRTUALIZER_NOT_FOUND' },
      error: { known: true, code: 'VIRTUALIZER_NOT_FOUND' },
    });
    const { upstream } = upstreamAnswering(error);
    expect(await registerChoice(upstream, input({ clientCount: 1 }))).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it('other failures (a time-out) still throw for the error formatter', async () => {
    const { upstream } = upstreamAnswering(
      new UpstreamError({ kind: 'timeout', endpoint: 'registerSelectedVirtualizer' }),
    );
    await expect(registerChoice(upstream, input())).rejects.toMatchObject({ kind: 'timeout' });
  });
});
