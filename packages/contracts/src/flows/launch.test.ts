import { describe, expect, it } from 'vitest';
import { OutcomeSchema } from '../portal/outcome';
import {
  KNOWN_VIRTUALIZERS,
  type LoginAttemptResponse,
  LoginAttemptResponseSchema,
  type PluginCallResponse,
  PluginCallResponseSchema,
  type SelectedClientResponse,
  type TsplusBlock,
} from '../upstream';
import {
  decideAfterClientSelected,
  decideAfterLoginAttempt,
  decideByVirtualizer,
  isSessionHost,
  PLUGIN_PROTOCOL,
  pluginProtocolUrl,
  sessionOrigin,
  sessionPort,
  tsplusSessionUrl,
} from './launch';

type Step = { kind: string } | { kind: 'done'; outcome: unknown };
const outcomeOf = (step: Step) => {
  expect(step.kind).toBe('done');
  const outcome = 'outcome' in step ? step.outcome : undefined;
  const parsed = OutcomeSchema.safeParse(outcome);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return outcome;
};

const ONE = { clientCount: 1 };
const MANY = { clientCount: 3 };

describe('decideAfterClientSelected', () => {
  it('goes on to the login attempt when there is no message', () => {
    expect(decideAfterClientSelected({})).toEqual({ kind: 'login-attempt' });
    expect(decideAfterClientSelected({ warning_message: null, maintenance_message: null })).toEqual({
      kind: 'login-attempt',
    });
    expect(
      decideAfterClientSelected({
        warning_message: { client: '', environment: null },
        maintenance_message: { client: '   ', environment: '' },
      }),
    ).toEqual({ kind: 'login-attempt' });
  });

  it.each([
    ['warning client', { warning_message: { client: 'Heads up' } }],
    ['warning environment', { warning_message: { environment: 'Heads up' } }],
    ['maintenance client', { maintenance_message: { client: 'Down' } }],
    ['maintenance environment', { maintenance_message: { client: null, environment: 'Down' } }],
  ] as [string, SelectedClientResponse][])(
    'a %s message goes to /messages with both messages',
    (_n, reply) => {
      expect(outcomeOf(decideAfterClientSelected(reply))).toEqual({
        next: {
          kind: 'navigate',
          to: '/messages',
          state: { warning: reply.warning_message ?? null, maintenance: reply.maintenance_message ?? null },
        },
      });
    },
  );
});

const attempt = (over: Partial<LoginAttemptResponse> = {}): LoginAttemptResponse =>
  LoginAttemptResponseSchema.parse(over);
const allSuccess = { licenses: 'SUCCESS', instances: 'SUCCESS', pending_connection: 'SUCCESS' };

describe('decideAfterLoginAttempt', () => {
  it.each(['NO_INSTANCE_AVAILABLE', 'NO_LICENSE_ENVIRONMENT'])(
    '202 with %s logs a one-client user out, with the message',
    (code) => {
      expect(outcomeOf(decideAfterLoginAttempt(202, attempt({ error: code }), ONE))).toEqual({
        next: { kind: 'logout' },
        message: { severity: 'error', key: `errors.${code}` },
      });
    },
  );

  it.each(['NO_INSTANCE_AVAILABLE', 'NO_LICENSE_ENVIRONMENT'])(
    '202 with %s sends a several-client user to the environments, with the message',
    (code) => {
      expect(outcomeOf(decideAfterLoginAttempt(202, attempt({ error: `x:${code}` }), MANY))).toEqual({
        next: { kind: 'navigate', to: '/home/environments' },
        message: { severity: 'error', key: `errors.${code}` },
      });
    },
  );

  it('206 with HAS_PENDING_CONNECTION goes to /pendingConnection with the timer', () => {
    expect(
      outcomeOf(decideAfterLoginAttempt(206, attempt({ error: 'HAS_PENDING_CONNECTION', time: 90 }), ONE)),
    ).toEqual({ next: { kind: 'navigate', to: '/pendingConnection', state: { time: 90 } } });
    expect(
      outcomeOf(decideAfterLoginAttempt(206, attempt({ error: 'HAS_PENDING_CONNECTION' }), MANY)),
    ).toEqual({
      next: { kind: 'navigate', to: '/pendingConnection', state: { time: 0 } },
    });
  });

  it('another 202 goes to /timeInstance with time minus one, 0 if absent, never negative', () => {
    const to = (reply: LoginAttemptResponse) => outcomeOf(decideAfterLoginAttempt(202, reply, ONE));
    expect(to(attempt({ time: 300 }))).toEqual({
      next: { kind: 'navigate', to: '/timeInstance', state: { time: 299 } },
    });
    expect(to(attempt({}))).toEqual({ next: { kind: 'navigate', to: '/timeInstance', state: { time: 0 } } });
    expect(to(attempt({ time: null }))).toEqual({
      next: { kind: 'navigate', to: '/timeInstance', state: { time: 0 } },
    });
    expect(to(attempt({ time: 0 }))).toEqual({
      next: { kind: 'navigate', to: '/timeInstance', state: { time: 0 } },
    });
  });

  it('202 with another code (INSTANCE_TURNING_ON) still goes to /timeInstance', () => {
    expect(
      outcomeOf(decideAfterLoginAttempt(202, attempt({ error: 'INSTANCE_TURNING_ON', time: 5 }), ONE)),
    ).toEqual({
      next: { kind: 'navigate', to: '/timeInstance', state: { time: 4 } },
    });
  });

  it('202 beats restricted_type', () => {
    expect(outcomeOf(decideAfterLoginAttempt(202, attempt({ restricted_type: 'IP' }), ONE))).toMatchObject({
      next: { to: '/timeInstance' },
    });
  });

  it('restricted_type goes to /accessRestricted with the IP and release time, whatever the status', () => {
    for (const status of [200, 403, 206]) {
      expect(
        outcomeOf(
          decideAfterLoginAttempt(
            status,
            attempt({ restricted_type: 'SCHEDULE', ip: '10.1.2.3', release_time: '08:00 -03:00' }),
            ONE,
          ),
        ),
      ).toEqual({
        next: {
          kind: 'navigate',
          to: '/accessRestricted',
          state: { type: 'SCHEDULE', ip: '10.1.2.3', releaseTime: '08:00 -03:00' },
        },
      });
    }
    expect(outcomeOf(decideAfterLoginAttempt(200, attempt({ restricted_type: 'IP' }), ONE))).toEqual({
      next: { kind: 'navigate', to: '/accessRestricted', state: { type: 'IP', ip: null, releaseTime: null } },
    });
  });

  it('restricted_type beats the all-SUCCESS plugin call', () => {
    const step = decideAfterLoginAttempt(200, attempt({ ...allSuccess, restricted_type: 'IP' }), ONE);
    expect(outcomeOf(step)).toMatchObject({ next: { to: '/accessRestricted' } });
  });

  it('200 with licenses, instances and pending_connection all SUCCESS calls the plugin', () => {
    expect(decideAfterLoginAttempt(200, attempt(allSuccess), ONE)).toEqual({ kind: 'call-plugin' });
    expect(decideAfterLoginAttempt(201, attempt(allSuccess), MANY)).toEqual({ kind: 'call-plugin' });
  });

  it.each(['licenses', 'instances', 'pending_connection'] as const)(
    'a missing SUCCESS in %s is another success: go to the environments',
    (field) => {
      const reply = attempt({ ...allSuccess, [field]: 'FAILED' });
      expect(outcomeOf(decideAfterLoginAttempt(200, reply, ONE))).toEqual({
        next: { kind: 'navigate', to: '/home/environments' },
      });
      expect(
        outcomeOf(decideAfterLoginAttempt(200, attempt({ ...allSuccess, [field]: null }), MANY)),
      ).toEqual({
        next: { kind: 'navigate', to: '/home/environments' },
      });
    },
  );

  it('206 without HAS_PENDING_CONNECTION is another 2xx', () => {
    expect(decideAfterLoginAttempt(206, attempt(allSuccess), ONE)).toEqual({ kind: 'call-plugin' });
    expect(outcomeOf(decideAfterLoginAttempt(206, attempt({}), ONE))).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
    });
  });

  // Spec section 5: success is the 2xx range here (ASSUMPTIONS A-29), not only the listed statuses.
  it.each([203, 205, 207])('%i is a success like any 2xx: plugin, or the environments', (status) => {
    expect(decideAfterLoginAttempt(status, attempt(allSuccess), ONE)).toEqual({ kind: 'call-plugin' });
    expect(outcomeOf(decideAfterLoginAttempt(status, attempt({}), MANY))).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
    });
  });

  it('2xx with an error follows the client-call error rules', () => {
    expect(outcomeOf(decideAfterLoginAttempt(200, attempt({ error: 'NO_LICENSE_CLIENT' }), MANY))).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.NO_LICENSE_CLIENT' },
    });
    expect(outcomeOf(decideAfterLoginAttempt(200, attempt({ error: 'CLIENT_NOT_FOUND' }), ONE))).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.CLIENT_NOT_FOUND' },
    });
  });

  it('an error status follows the client-call error rules', () => {
    expect(outcomeOf(decideAfterLoginAttempt(401, attempt({ error: 'INVALID_ACCESS_TOKEN' }), MANY))).toEqual(
      {
        next: { kind: 'logout' },
      },
    );
    expect(outcomeOf(decideAfterLoginAttempt(452, attempt({ error: 'CLIENT_NOT_FOUND' }), ONE))).toEqual({
      next: { kind: 'stay' },
    });
    expect(outcomeOf(decideAfterLoginAttempt(409, attempt({ error: 'INSTANCE_TURNING_ON' }), ONE))).toEqual({
      next: { kind: 'navigate', to: '/messages', state: { reason: 'INSTANCE_TURNING_ON' } },
    });
    expect(
      outcomeOf(decideAfterLoginAttempt(403, attempt({ error: 'USER_ACCESS_IS_RESTRICTED' }), ONE)),
    ).toEqual({
      next: { kind: 'navigate', to: '/accessRestricted' },
    });
  });

  it('an error status with an unknown error: logout for one client, stay with raw text for several', () => {
    expect(outcomeOf(decideAfterLoginAttempt(500, attempt({ error: 'Boom' }), ONE))).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.raw', text: 'Boom' },
    });
    expect(outcomeOf(decideAfterLoginAttempt(500, attempt({}), MANY))).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
  });

  it.each(['NO_LICENSE_CLIENT', 'NO_LICENSE'])(
    '403 %s shows the message and returns to / (logout) whatever the client count',
    (code) => {
      for (const ctx of [ONE, MANY]) {
        expect(outcomeOf(decideAfterLoginAttempt(403, attempt({ error: code }), ctx))).toEqual({
          next: { kind: 'logout' },
          message: { severity: 'error', key: `errors.${code}` },
        });
      }
    },
  );

  it('409 INSTANCE_TURNING_ON goes to /messages with the code as its reason', () => {
    expect(outcomeOf(decideAfterLoginAttempt(409, attempt({ error: 'INSTANCE_TURNING_ON' }), ONE))).toEqual({
      next: { kind: 'navigate', to: '/messages', state: { reason: 'INSTANCE_TURNING_ON' } },
    });
  });

  it('NO_LICENSE_ENVIRONMENT with a status other than 202 still uses its behaviour', () => {
    expect(
      outcomeOf(decideAfterLoginAttempt(403, attempt({ error: 'NO_LICENSE_ENVIRONMENT' }), MANY)),
    ).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
      message: { severity: 'error', key: 'errors.NO_LICENSE_ENVIRONMENT' },
    });
  });
});

const TSPLUS: TsplusBlock = {
  instance: 'erp.acme.example',
  webport: 8443,
  window_name: 'acme-erp',
  use_dns: true,
};
const plugin = (over: Partial<PluginCallResponse>): PluginCallResponse =>
  PluginCallResponseSchema.parse({ virtualizer: 'CONNECT', ...over });
const browser = (over: Partial<{ isChrome: boolean; isLinux: boolean; hasPlugin: string | null }> = {}) => ({
  clientCount: 2,
  isChrome: true,
  isLinux: false,
  hasPlugin: 'true',
  ...over,
});

describe('tsplusSessionUrl', () => {
  it('Chrome with use_dns opens the https html5 page on instance:webport', () => {
    expect(tsplusSessionUrl(TSPLUS, true)).toBe('https://erp.acme.example:8443/software/html5.html');
  });

  it('Chrome without use_dns uses http', () => {
    expect(tsplusSessionUrl({ ...TSPLUS, instance: '10.0.0.12', webport: 8080, use_dns: false }, true)).toBe(
      'http://10.0.0.12:8080/software/html5.html',
    );
  });

  it('other browsers open validate_session with wn, instance and port', () => {
    const url = new URL(tsplusSessionUrl(TSPLUS, false) ?? 'about:blank');
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('erp.acme.example:8443');
    expect(url.pathname).toBe('/software/validate_session.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wn: 'acme-erp',
      instance: 'erp.acme.example',
      port: '8443',
    });
  });

  it('other browsers without use_dns use http, and a string webport works', () => {
    const url = new URL(
      tsplusSessionUrl({ ...TSPLUS, use_dns: false, webport: '8080' }, false) ?? 'about:blank',
    );
    expect(url.protocol).toBe('http:');
    expect(url.port).toBe('8080');
    expect(url.searchParams.get('port')).toBe('8080');
  });

  it('escapes the window name in the query', () => {
    const url = new URL(tsplusSessionUrl({ ...TSPLUS, window_name: 'a&b=c d' }, false) ?? 'about:blank');
    expect(url.searchParams.get('wn')).toBe('a&b=c d');
    expect(url.searchParams.get('instance')).toBe('erp.acme.example');
  });
});

describe('the session host and port rules', () => {
  it.each(['erp.acme.example', 'ERP-01.acme.example', 'localhost', '10.0.0.12', 'a.b-c.d9'])(
    '%s is a host',
    (host) => {
      expect(isSessionHost(host)).toBe(true);
    },
  );

  it.each([
    '',
    '-erp.example',
    'erp-.example',
    'erp..example',
    'a'.repeat(64),
    '256.1.1.1',
    '1.2.3',
    'erp_1.example',
    'h/x',
    'h?x',
    'h#x',
    'h@x',
    '[::1]',
    '0x7f.0.0.1',
    '127.1',
    'erp.example.0x1',
  ])('%j is not', (host) => {
    expect(isSessionHost(host)).toBe(false);
  });

  it('reads ports as numbers or digits, 1 to 65535', () => {
    expect([443, '8443', 1, '65535'].map(sessionPort)).toEqual([443, 8443, 1, 65_535]);
    expect([0, 65_536, 44.3, '', ' 443', '+443', '443a', '0x1bb'].map(sessionPort)).toEqual(
      Array(8).fill(undefined),
    );
  });

  it('builds the origin only from a valid pair', () => {
    expect(sessionOrigin({ instance: '10.0.0.12', webport: '8080', use_dns: false })).toBe(
      'http://10.0.0.12:8080',
    );
    expect(sessionOrigin({ instance: 'x.example/y', webport: 443, use_dns: true })).toBeUndefined();
  });
});

describe('pluginProtocolUrl', () => {
  it('carries the whole plugin-call reply on the custom protocol', () => {
    const reply = plugin({ virtualizer: 'CONNECT', iframe: 'x', ssid: 's-1' });
    const url = pluginProtocolUrl(reply);
    expect(url.startsWith(`${PLUGIN_PROTOCOL}://launch?data=`)).toBe(true);
    const data = new URL(url).searchParams.get('data');
    expect(JSON.parse(data ?? 'null')).toEqual(reply);
  });
});

describe('decideByVirtualizer', () => {
  it('TSPLUS via top-level fields opens the session in the named window', () => {
    const reply = plugin({ virtualizer: 'TSPLUS', ...TSPLUS });
    expect(outcomeOf(decideByVirtualizer(reply, browser()))).toEqual({
      next: {
        kind: 'open-session',
        url: 'https://erp.acme.example:8443/software/html5.html',
        windowName: 'acme-erp',
      },
    });
  });

  it('TSPLUS via the TSPLUS block, not Chrome, opens validate_session', () => {
    const reply = plugin({ virtualizer: 'TSPLUS', TSPLUS: { ...TSPLUS, use_dns: false } });
    const outcome = outcomeOf(decideByVirtualizer(reply, browser({ isChrome: false })));
    expect(outcome).toEqual({
      next: {
        kind: 'open-session',
        url: 'http://erp.acme.example:8443/software/validate_session.html?wn=acme-erp&instance=erp.acme.example&port=8443',
        windowName: 'acme-erp',
      },
    });
  });

  it('TSPLUS prefers the block over the top-level fields', () => {
    const reply = plugin({
      virtualizer: 'TSPLUS',
      instance: 'top.example',
      webport: 1,
      window_name: 'top',
      TSPLUS,
    });
    expect(outcomeOf(decideByVirtualizer(reply, browser()))).toMatchObject({
      next: { windowName: 'acme-erp' },
    });
  });

  it('TSPLUS top-level without use_dns uses http', () => {
    const reply = plugin({ virtualizer: 'TSPLUS', instance: 'h.example', webport: 80, window_name: 'w' });
    expect(outcomeOf(decideByVirtualizer(reply, browser()))).toMatchObject({
      next: { url: 'http://h.example:80/software/html5.html' },
    });
  });

  it('TSPLUS without session data is an unsupported virtualizer', () => {
    const reply = plugin({ virtualizer: 'TSPLUS', instance: 'h.example' });
    expect(outcomeOf(decideByVirtualizer(reply, browser({})))).toEqual({
      next: { kind: 'reload' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it.each(['TSPLUS_REMOTE_APP', 'CONNECT', 'CONNECT_DIRECT'])(
    '%s with the plugin installed launches via the protocol, then /launching/0',
    (virtualizer) => {
      const reply = plugin({ virtualizer, iframe: 'frame' });
      expect(outcomeOf(decideByVirtualizer(reply, browser({ hasPlugin: 'true' })))).toEqual({
        next: { kind: 'plugin', url: pluginProtocolUrl(reply), continueTo: '/launching/0' },
      });
    },
  );

  it.each(['TSPLUS_REMOTE_APP', 'CONNECT', 'CONNECT_DIRECT', 'RDP_DIRECT'])(
    '%s without the plugin (missing or "false") goes to /firstAccess',
    (virtualizer) => {
      const reply = plugin({ virtualizer });
      const continueTo = virtualizer === 'RDP_DIRECT' ? '/loadingPlugin' : '/launching/0';
      for (const hasPlugin of [null, 'false']) {
        expect(outcomeOf(decideByVirtualizer(reply, browser({ hasPlugin })))).toEqual({
          next: {
            kind: 'navigate',
            to: '/firstAccess',
            state: { launch: { url: pluginProtocolUrl(reply), continueTo } },
          },
        });
      }
    },
  );

  it('any other hasPlugin value counts as installed', () => {
    for (const hasPlugin of ['1', 'yes', 'False', '']) {
      expect(
        outcomeOf(decideByVirtualizer(plugin({ virtualizer: 'CONNECT' }), browser({ hasPlugin }))),
      ).toMatchObject({ next: { kind: 'plugin' } });
    }
  });

  it('RDP_DIRECT launches via the plugin and ends at /loadingPlugin', () => {
    const reply = plugin({ virtualizer: 'RDP_DIRECT' });
    expect(outcomeOf(decideByVirtualizer(reply, browser()))).toEqual({
      next: { kind: 'plugin', url: pluginProtocolUrl(reply), continueTo: '/loadingPlugin' },
    });
  });

  it('an unknown virtualizer with connection_type RDP_DIRECT is the direct remote-desktop flow', () => {
    const reply = plugin({ virtualizer: 'MS_RDP', connection_type: 'RDP_DIRECT' });
    expect(outcomeOf(decideByVirtualizer(reply, browser()))).toEqual({
      next: { kind: 'plugin', url: pluginProtocolUrl(reply), continueTo: '/loadingPlugin' },
    });
    expect(outcomeOf(decideByVirtualizer(reply, browser({ hasPlugin: null })))).toEqual({
      next: {
        kind: 'navigate',
        to: '/firstAccess',
        state: { launch: { url: pluginProtocolUrl(reply), continueTo: '/loadingPlugin' } },
      },
    });
  });

  it('a known virtualizer decides before connection_type', () => {
    const reply = plugin({ virtualizer: 'CONNECT', connection_type: 'RDP_DIRECT' });
    expect(outcomeOf(decideByVirtualizer(reply, browser()))).toMatchObject({
      next: { continueTo: '/launching/0' },
    });
  });

  it('TSPLUS_ALL on Linux registers TSPLUS as the selected virtualizer', () => {
    const reply = plugin({ virtualizer: 'TSPLUS_ALL', TSPLUS, REMOTE_APP: { iframe: 'f' } });
    expect(decideByVirtualizer(reply, browser({ isLinux: true }))).toEqual({
      kind: 'register-tsplus',
      tsplus: reply.TSPLUS,
    });
  });

  it('TSPLUS_ALL elsewhere goes to /virtualizerChoice with both blocks', () => {
    const reply = plugin({ virtualizer: 'TSPLUS_ALL', TSPLUS, REMOTE_APP: { iframe: 'f' } });
    expect(outcomeOf(decideByVirtualizer(reply, browser({ isLinux: false })))).toEqual({
      next: { kind: 'navigate', to: '/virtualizerChoice', state: { TSPLUS, REMOTE_APP: { iframe: 'f' } } },
    });
  });

  it('TSPLUS_ALL on Linux without a TSPLUS block goes to /virtualizerChoice', () => {
    const reply = plugin({ virtualizer: 'TSPLUS_ALL', REMOTE_APP: { iframe: 'f' } });
    expect(outcomeOf(decideByVirtualizer(reply, browser({ isLinux: true })))).toEqual({
      next: {
        kind: 'navigate',
        to: '/virtualizerChoice',
        state: { TSPLUS: null, REMOTE_APP: { iframe: 'f' } },
      },
    });
  });

  it('an unknown virtualizer logs a one-client user out, with the message', () => {
    expect(
      outcomeOf(decideByVirtualizer(plugin({ virtualizer: 'CITRIX' }), { ...browser(), clientCount: 1 })),
    ).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it('an unknown virtualizer with several clients shows the error and reloads', () => {
    expect(
      outcomeOf(decideByVirtualizer(plugin({ virtualizer: 'CITRIX' }), { ...browser(), clientCount: 4 })),
    ).toEqual({
      next: { kind: 'reload' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it.each<[string, Partial<typeof TSPLUS>]>([
    ['a path in the instance', { instance: 'evil.example/@erp.acme.example' }],
    ['credentials in the instance', { instance: 'erp.acme.example@evil.example' }],
    ['a port in the instance', { instance: 'evil.example:443' }],
    ['a scheme in the instance', { instance: 'javascript:alert(1)//' }],
    ['spaces', { instance: 'erp acme.example' }],
    ['an out-of-range address', { instance: '10.0.0.300' }],
    ['a webport out of range', { webport: 70_000 }],
    ['a webport that is not a number', { webport: '443/evil' }],
    ['a zero webport', { webport: 0 }],
  ])('an upstream block with %s is VIRTUALIZER_NOT_FOUND, never a window on another host', (_what, over) => {
    const reply = plugin({ virtualizer: 'TSPLUS', TSPLUS: { ...TSPLUS, ...over } });
    expect(outcomeOf(decideByVirtualizer(reply, { ...browser(), clientCount: 4 }))).toEqual({
      next: { kind: 'reload' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it('virtualizer names are case-sensitive', () => {
    expect(
      outcomeOf(decideByVirtualizer(plugin({ virtualizer: 'tsplus', ...TSPLUS }), browser())),
    ).toMatchObject({
      message: { key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it('every known virtualizer has a decision other than VIRTUALIZER_NOT_FOUND when its data is there', () => {
    for (const virtualizer of KNOWN_VIRTUALIZERS) {
      const step = decideByVirtualizer(plugin({ virtualizer, TSPLUS }), browser());
      if (step.kind === 'done') expect(step.outcome.message, virtualizer).toBeUndefined();
    }
  });
});
