import type { LaunchInput } from '@portal/contracts/portal';
import type { EndpointName } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { launchInput } from '../test-support/launch-input';
import { requestUpstream } from '../test-support/request-upstream';
import { UpstreamError } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';
import { runLaunch } from './launch-router';

type Answer = { status: number; data: unknown } | UpstreamError;
type Script = Partial<Record<EndpointName, Answer>>;

const noActiveSession = { status: 200, data: { is_active_session: false } };

/** A scripted upstream that records which endpoints were called, with what; no session is active unless scripted. */
function scripted(given: Script) {
  const script: Script = { userSession: noActiveSession, ...given };
  const calls: { name: EndpointName; opts: unknown }[] = [];
  const upstream: RequestUpstream = requestUpstream(async (name, opts) => {
    calls.push({ name, opts });
    const answer = script[name];
    if (answer === undefined) throw new Error(`unexpected call ${name}`);
    if (answer instanceof UpstreamError) throw answer;
    // The script holds replies already shaped like each endpoint's contract.
    return answer as never;
  });
  return { upstream, calls };
}

const httpError = (endpoint: string, status: number, body: unknown) =>
  new UpstreamError({
    kind: 'http',
    endpoint,
    status,
    body,
    error:
      typeof body === 'object' && body !== null && 'error' in body
        ? { known: true, code: (body as { error: 'NO_LICENSE_CLIENT' }).error }
        : undefined,
  });

const input = (over: Partial<LaunchInput> = {}): LaunchInput => launchInput('acme-finance', over);

const ok = { status: 200, data: {} };
const allSuccess = {
  status: 200,
  data: { licenses: 'SUCCESS', instances: 'SUCCESS', pending_connection: 'SUCCESS' },
};
const tsplus = {
  status: 200,
  data: {
    virtualizer: 'TSPLUS',
    instance: 'erp.acme.example',
    webport: 8443,
    window_name: 'acme-erp',
    use_dns: true,
  },
};

describe('runLaunch', () => {
  it('runs client_selected → login_attempt → call_plugin and opens a TSPLUS session', async () => {
    const { upstream, calls } = scripted({
      clientSelected: ok,
      loginAttempt: allSuccess,
      callPlugin: tsplus,
    });
    const outcome = await runLaunch(upstream, input({ customParams: 'p=1' }));
    expect(outcome).toEqual({
      next: {
        kind: 'open-session',
        url: 'https://erp.acme.example:8443/software/html5.html',
        windowName: 'acme-erp',
      },
      customParamsSent: true,
    });
    expect(calls.map((c) => c.name)).toEqual(['clientSelected', 'userSession', 'loginAttempt', 'callPlugin']);
    expect(calls[3]?.opts).toEqual({ query: { cli_uuid: 'acme-finance', custom_params: 'p=1' } });
  });

  it('keeps custom_params when the chain stops before the plugin call, and says nothing without them', async () => {
    const booting = scripted({ clientSelected: ok, loginAttempt: { status: 202, data: { time: 90 } } });
    const stopped = await runLaunch(booting.upstream, input({ customParams: 'p=1' }));
    expect(stopped).toEqual({ next: { kind: 'navigate', to: '/timeInstance', state: { time: 89 } } });
    expect(booting.calls.map((c) => c.name)).not.toContain('callPlugin');

    const plain = scripted({ clientSelected: ok, loginAttempt: allSuccess, callPlugin: tsplus });
    expect(await runLaunch(plain.upstream, input())).not.toHaveProperty('customParamsSent');
  });

  it('stops at /messages when the client has a maintenance message', async () => {
    const { upstream, calls } = scripted({
      clientSelected: { status: 200, data: { maintenance_message: { client: 'Down tonight' } } },
    });
    const outcome = await runLaunch(upstream, input());
    expect(outcome.next).toMatchObject({ kind: 'navigate', to: '/messages' });
    expect(calls).toHaveLength(1);
  });

  it('passes the 202 status of login_attempt to the flow (instance turning on)', async () => {
    const { upstream } = scripted({ clientSelected: ok, loginAttempt: { status: 202, data: { time: 5 } } });
    expect(await runLaunch(upstream, input())).toEqual({
      next: { kind: 'navigate', to: '/timeInstance', state: { time: 4 } },
    });
  });

  it('handles 202 NO_LICENSE_ENVIRONMENT: one client logs out', async () => {
    const { upstream } = scripted({
      clientSelected: ok,
      loginAttempt: { status: 202, data: { error: 'NO_LICENSE_ENVIRONMENT' } },
    });
    expect(await runLaunch(upstream, input({ clientCount: 1 }))).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.NO_LICENSE_ENVIRONMENT' },
    });
  });

  it('handles 206 HAS_PENDING_CONNECTION', async () => {
    const { upstream } = scripted({
      clientSelected: ok,
      loginAttempt: { status: 206, data: { error: 'HAS_PENDING_CONNECTION', time: 30 } },
    });
    expect((await runLaunch(upstream, input())).next).toEqual({
      kind: 'navigate',
      to: '/pendingConnection',
      state: { time: 30 },
    });
  });

  it('lets a restricted login attempt answered with an error status reach the flow', async () => {
    const { upstream } = scripted({
      clientSelected: ok,
      loginAttempt: httpError('loginAttempt', 403, {
        error: 'USER_ACCESS_IS_RESTRICTED',
        restricted_type: 'IP',
        ip: '10.1.1.1',
      }),
    });
    expect((await runLaunch(upstream, input({ clientCount: 1 }))).next).toEqual({
      kind: 'navigate',
      to: '/accessRestricted',
      state: { type: 'IP', ip: '10.1.1.1', releaseTime: null },
    });
  });

  it('turns an upstream http error in the chain into an Outcome', async () => {
    const { upstream } = scripted({
      clientSelected: httpError('clientSelected', 403, { error: 'NO_LICENSE_CLIENT' }),
    });
    expect(await runLaunch(upstream, input())).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.NO_LICENSE_CLIENT' },
    });
  });

  it('logs out on a 401 anywhere in the chain', async () => {
    const { upstream } = scripted({
      clientSelected: ok,
      loginAttempt: allSuccess,
      callPlugin: httpError('callPlugin', 401, { error: 'INVALID_ACCESS_TOKEN' }),
    });
    expect(await runLaunch(upstream, input())).toEqual({ next: { kind: 'logout' } });
  });

  it('rethrows time-outs instead of inventing an outcome', async () => {
    const { upstream } = scripted({
      clientSelected: new UpstreamError({ kind: 'timeout', endpoint: 'clientSelected' }),
    });
    await expect(runLaunch(upstream, input())).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('TSPLUS_ALL on Linux registers TSPLUS, then opens the TSPLUS session', async () => {
    const block = { instance: '10.0.0.12', webport: 8080, window_name: 'acme-web', use_dns: false };
    const { upstream, calls } = scripted({
      clientSelected: ok,
      loginAttempt: allSuccess,
      callPlugin: {
        status: 200,
        data: { virtualizer: 'TSPLUS_ALL', TSPLUS: block, REMOTE_APP: { iframe: 'x' } },
      },
      registerSelectedVirtualizer: { status: 200, data: {} },
    });
    const outcome = await runLaunch(upstream, input({ isLinux: true, isChrome: false }));
    expect(calls[4]).toEqual({
      name: 'registerSelectedVirtualizer',
      opts: { body: { cli_uuid: 'acme-finance', virtualizer: 'TSPLUS', ...block } },
    });
    expect(outcome).toEqual({
      next: {
        kind: 'open-session',
        url: 'http://10.0.0.12:8080/software/validate_session.html?wn=acme-web&instance=10.0.0.12&port=8080',
        windowName: 'acme-web',
      },
    });
  });

  it('TSPLUS_ALL elsewhere lets the user choose', async () => {
    const block = { instance: 'h', webport: 1, window_name: 'w', use_dns: true };
    const { upstream } = scripted({
      clientSelected: ok,
      loginAttempt: allSuccess,
      callPlugin: { status: 200, data: { virtualizer: 'TSPLUS_ALL', TSPLUS: block } },
    });
    expect((await runLaunch(upstream, input())).next).toMatchObject({
      kind: 'navigate',
      to: '/virtualizerChoice',
    });
  });

  it('asks the user when /user/session says a session is active, before any login attempt', async () => {
    const { upstream, calls } = scripted({
      clientSelected: ok,
      userSession: { status: 200, data: { is_active_session: true } },
    });
    expect(await runLaunch(upstream, input())).toEqual({ next: { kind: 'stay' }, activeSession: true });
    expect(calls.map((c) => c.name)).toEqual(['clientSelected', 'userSession']);
  });

  it('enters the chain where the web says: after /messages, on Continue, and when polling', async () => {
    const script = { disconnectUser: ok, loginAttempt: allSuccess, callPlugin: tsplus };
    const names = async (from: LaunchInput['from']) => {
      const { upstream, calls } = scripted(script);
      await runLaunch(upstream, input({ from }));
      return calls.map((c) => c.name);
    };
    expect(await names('session-check')).toEqual(['userSession', 'loginAttempt', 'callPlugin']);
    expect(await names('replace-session')).toEqual(['disconnectUser', 'loginAttempt', 'callPlugin']);
    expect(await names('attempt')).toEqual(['loginAttempt', 'callPlugin']);
  });
});
