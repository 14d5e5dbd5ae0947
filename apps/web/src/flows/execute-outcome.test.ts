import type { NextStep, Outcome } from '@portal/contracts/portal';
import { describe, expect, it, vi } from 'vitest';
import {
  executeOutcome,
  LOGOUT_FAILED,
  LOGOUT_FAILED_MESSAGE,
  type OutcomeEffects,
  outcomeFromError,
  outcomeOf,
  UNEXPECTED_OUTCOME,
} from './execute-outcome';

function effects(
  openResult: unknown = {},
  logoutStep?: NextStep | typeof LOGOUT_FAILED,
  onSignInPage = false,
  stillSignedIn = false,
) {
  const calls: string[] = [];
  const fx: OutcomeEffects = {
    notify: vi.fn((m) => calls.push(`notify:${m.key}`)),
    navigate: vi.fn((to: string) => {
      calls.push(`navigate:${to}`);
    }),
    assign: vi.fn((url) => calls.push(`assign:${url}`)),
    open: vi.fn((url, name) => {
      calls.push(`open:${url}:${name}`);
      return openResult;
    }),
    reload: vi.fn((keep?: { key: string }) => calls.push(keep ? `reload+keep:${keep.key}` : 'reload')),
    logout: vi.fn(async (): Promise<NextStep | undefined | typeof LOGOUT_FAILED> => {
      calls.push('logout');
      return logoutStep;
    }),
    signedIn: vi.fn(async () => {
      calls.push('signed-in?');
      return stillSignedIn;
    }),
    clearSession: vi.fn(() => calls.push('clear')),
    closeAlerts: vi.fn(() => calls.push('close-alerts')),
    showSignInNotice: vi.fn((n) => calls.push(`notice:${n?.key ?? 'none'}`)),
    onSignInPage: () => onSignInPage,
    // Kept out of `calls`: only the coverage tests below look at it.
    shown: vi.fn(),
  };
  return { fx, calls };
}

/** Effects whose coverage reports join the order of calls. */
function reportingEffects() {
  const made = effects();
  made.fx.shown = vi.fn((code: string) => made.calls.push(`shown:${code}`));
  return made;
}

describe('executeOutcome reports the code it rendered, for QA coverage', () => {
  it('the upstream’s code, not the text, once the page it leads to has rendered', async () => {
    const { fx, calls } = reportingEffects();
    let rendered: () => void = () => undefined;
    fx.navigate = vi.fn(
      (to: string) =>
        new Promise<void>((resolve) => {
          calls.push(`navigate:${to}`);
          rendered = () => {
            calls.push('rendered');
            resolve();
          };
        }),
    );
    const running = executeOutcome(
      {
        next: { kind: 'navigate', to: '/pendingConnection', state: { time: 0 } },
        code: 'HAS_PENDING_CONNECTION',
      },
      fx,
    );
    await vi.waitFor(() => expect(calls).toEqual(['navigate:/pendingConnection']));
    rendered();
    await running;
    expect(calls).toEqual(['navigate:/pendingConnection', 'rendered', 'shown:HAS_PENDING_CONNECTION']);
    calls.length = 0;
    await executeOutcome(
      {
        next: { kind: 'stay' },
        message: { severity: 'error', key: 'errors.PASSWORD_CHANGE_ERROR' },
        code: 'EXPIRED_MAIL',
      },
      fx,
    );
    expect(calls).toEqual(['notify:errors.PASSWORD_CHANGE_ERROR', 'shown:EXPIRED_MAIL']);
  });

  it('a silent code by its refusal; a message the gateway chose without a code by its key; else nothing', async () => {
    const { fx, calls } = reportingEffects();
    await executeOutcome({ next: { kind: 'stay' }, code: 'INVALID_COMPANY' }, fx);
    await executeOutcome(
      { next: { kind: 'stay' }, message: { severity: 'info', key: 'errors.PASSWORD_EXPIRES_SOON' } },
      fx,
    );
    await executeOutcome(
      { next: { kind: 'stay' }, message: { severity: 'success', key: 'password:alerts.passwordSet' } },
      fx,
    );
    await executeOutcome({ next: { kind: 'stay' } }, fx);
    expect(calls.filter((c) => c.startsWith('shown:'))).toEqual([
      'shown:INVALID_COMPANY',
      'shown:PASSWORD_EXPIRES_SOON',
    ]);
  });
});

describe('executeOutcome', () => {
  it('binds an alert to the page its step leads to (the page on screen when it stays)', async () => {
    const { fx } = effects();
    const message = { severity: 'error', key: 'errors.NO_LICENSE_ENVIRONMENT' } as const;
    await executeOutcome({ next: { kind: 'navigate', to: '/home/environments' }, message }, fx);
    expect(fx.notify).toHaveBeenLastCalledWith(message, '/home/environments');
    await executeOutcome({ next: { kind: 'plugin', url: 'x:y', continueTo: '/launching/1' }, message }, fx);
    expect(fx.notify).toHaveBeenLastCalledWith(message, '/launching/1');
    await executeOutcome({ next: { kind: 'stay' }, message }, fx);
    expect(fx.notify).toHaveBeenLastCalledWith(message, undefined);
  });

  it('navigate: shows the alert first, then navigates with the state', async () => {
    const { fx, calls } = effects();
    await executeOutcome(
      {
        next: { kind: 'navigate', to: '/timeInstance', state: { time: 4 } },
        message: { severity: 'info', key: 'errors.INSTANCE_TURNING_ON' },
      },
      fx,
    );
    expect(calls).toEqual(['notify:errors.INSTANCE_TURNING_ON', 'navigate:/timeInstance']);
    expect(fx.navigate).toHaveBeenCalledWith('/timeInstance', { time: 4 });
  });

  it('external: leaves the portal', async () => {
    const { fx, calls } = effects();
    await executeOutcome({ next: { kind: 'external', url: 'https://duo.example/auth' } }, fx);
    expect(calls).toEqual(['assign:https://duo.example/auth']);
  });

  it('open-session: opens the named window and stays, with no toast (the page shows its card)', async () => {
    const { fx, calls } = effects({});
    await executeOutcome(
      { next: { kind: 'open-session', url: 'https://erp.acme.example:8443/x', windowName: 'acme-erp' } },
      fx,
    );
    expect(calls).toEqual(['open:https://erp.acme.example:8443/x:acme-erp']);
    expect(fx.notify).not.toHaveBeenCalled();
  });

  it("open-session: the outcome's own alert is still shown", async () => {
    const { fx, calls } = effects({});
    await executeOutcome(
      {
        next: { kind: 'open-session', url: 'https://h.example/', windowName: 'w' },
        message: { severity: 'warning', key: 'errors.raw', text: 'almost out of licences' },
      },
      fx,
    );
    expect(calls).toEqual(['notify:errors.raw', 'open:https://h.example/:w']);
  });

  it('open-session: a blocked popup goes to /loadingPlugin with the url to open by hand', async () => {
    const { fx, calls } = effects(null);
    await executeOutcome({ next: { kind: 'open-session', url: 'https://h.example/', windowName: 'w' } }, fx);
    // No success alert: the session did not open.
    expect(calls).toEqual(['open:https://h.example/:w', 'navigate:/loadingPlugin']);
    expect(fx.navigate).toHaveBeenCalledWith('/loadingPlugin', { url: 'https://h.example/' });
  });

  it('plugin: hands the url to the plugin protocol, then shows continueTo', async () => {
    const { fx, calls } = effects();
    await executeOutcome(
      { next: { kind: 'plugin', url: 'cloudportal://launch?data=x', continueTo: '/launching/0' } },
      fx,
    );
    expect(calls).toEqual(['assign:cloudportal://launch?data=x', 'navigate:/launching/0']);
    expect(fx.navigate).toHaveBeenCalledWith('/launching/0', { pluginUrl: 'cloudportal://launch?data=x' });
  });

  it("logout: the session's alerts closed, logout, the login page, the cache cleared, then the outcome's alert", async () => {
    const { fx, calls } = effects();
    await executeOutcome(
      { next: { kind: 'logout' }, message: { severity: 'error', key: 'errors.NO_LICENSE_CLIENT' } },
      fx,
    );
    expect(calls).toEqual([
      'close-alerts',
      'logout',
      'notice:none',
      'navigate:/',
      'clear',
      'notify:errors.NO_LICENSE_CLIENT',
    ]);
  });

  it('a logout that failed and left the session in place: the user stays, told so; nothing forgotten', async () => {
    const { fx, calls } = effects({}, LOGOUT_FAILED, false, true);
    await executeOutcome(
      { next: { kind: 'logout' }, message: { severity: 'success', key: 'session.signedOut' } },
      fx,
    );
    expect(calls).toEqual(['close-alerts', 'logout', 'signed-in?', `notify:${LOGOUT_FAILED_MESSAGE.key}`]);
  });

  it('a logout that failed with no session left (a 401’s, which the gateway refuses): on to the sign-in page', async () => {
    const { fx, calls } = effects({}, LOGOUT_FAILED, false, false);
    await executeOutcome({ next: { kind: 'logout' } }, fx);
    expect(calls).toEqual([
      'close-alerts',
      'logout',
      'signed-in?',
      'notice:session.expired',
      'navigate:/',
      'clear',
    ]);
  });

  it.each([
    ['the user asked (confirmed)', { severity: 'success', key: 'session.signedOut' }, 'session.signedOut'],
    ['the gateway ended it (why)', { severity: 'warning', key: 'session.endedIdle' }, 'session.endedIdle'],
    ['a 401 without a word (it ended)', undefined, 'session.expired'],
  ] as const)(
    'logout when %s: the sign-in page says so above its form, no alert',
    async (_w, message, key) => {
      const { fx, calls } = effects();
      await executeOutcome(
        message ? { next: { kind: 'logout' }, message } : { next: { kind: 'logout' } },
        fx,
      );
      expect(calls).toEqual(['close-alerts', 'logout', `notice:${key}`, 'navigate:/', 'clear']);
    },
  );

  it("a late 401 on the sign-in page changes nothing: the last logout's alert and notice stay", async () => {
    const { fx, calls } = effects({}, undefined, true);
    await executeOutcome({ next: { kind: 'logout' } }, fx);
    expect(calls).toEqual([]);
  });

  it('a logout with its own message still runs on the sign-in page', async () => {
    const { fx, calls } = effects({}, undefined, true);
    await executeOutcome(
      { next: { kind: 'logout' }, message: { severity: 'success', key: 'session.signedOut' } },
      fx,
    );
    expect(calls).toEqual(['close-alerts', 'logout', 'notice:session.signedOut', 'navigate:/', 'clear']);
  });

  it("logout of a single-sign-on user: leaves for the gateway's identity-provider address", async () => {
    const { fx, calls } = effects({}, { kind: 'external', url: 'https://idp.example.com/logout' });
    await executeOutcome({ next: { kind: 'logout' } }, fx);
    expect(calls).toEqual(['close-alerts', 'logout', 'clear', 'assign:https://idp.example.com/logout']);
  });

  it('logout: goes where the gateway says (/ssoLogout when the identity provider is not allowed)', async () => {
    const { fx, calls } = effects({}, { kind: 'navigate', to: '/ssoLogout' });
    await executeOutcome({ next: { kind: 'logout' } }, fx);
    expect(calls).toEqual([
      'close-alerts',
      'logout',
      'notice:session.expired',
      'navigate:/ssoLogout',
      'clear',
    ]);
  });

  it('reload: reloads the page', async () => {
    const { fx, calls } = effects();
    await executeOutcome({ next: { kind: 'reload' } }, fx);
    expect(calls).toEqual(['reload']);
  });

  it('reload with an alert: keeps the alert for after the reload instead of showing it to no one', async () => {
    const { fx, calls } = effects();
    await executeOutcome(
      { next: { kind: 'reload' }, message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' } },
      fx,
    );
    expect(calls).toEqual(['reload+keep:errors.VIRTUALIZER_NOT_FOUND']);
  });

  it('stay: only the alert', async () => {
    const { fx, calls } = effects();
    await executeOutcome(
      { next: { kind: 'stay' }, message: { severity: 'error', key: 'errors.INVALID_USER' } },
      fx,
    );
    expect(calls).toEqual(['notify:errors.INVALID_USER']);
    await executeOutcome({ next: { kind: 'stay' } }, fx);
    expect(calls).toEqual(['notify:errors.INVALID_USER']);
  });
});

describe('outcomeFromError', () => {
  const logout: Outcome = { next: { kind: 'logout' } };

  it('reads the outcome of error.data.portal', () => {
    const error = Object.assign(new Error('UNAUTHORIZED'), {
      data: { portal: { outcome: logout, kind: 'http', status: 401 } },
    });
    expect(outcomeFromError(error)).toEqual(logout);
  });

  it('takes the upstream code beside the outcome as the code it follows', () => {
    const error = Object.assign(new Error('FORBIDDEN'), {
      data: { portal: { outcome: logout, kind: 'http', status: 403, code: 'USER_ACCESS_IS_RESTRICTED' } },
    });
    expect(outcomeFromError(error)).toEqual({ ...logout, code: 'USER_ACCESS_IS_RESTRICTED' });
  });

  it('falls back to the unexpected error alert without portal data', () => {
    expect(outcomeFromError(new Error('Failed to fetch'))).toBe(UNEXPECTED_OUTCOME);
    expect(outcomeFromError({ data: null })).toBe(UNEXPECTED_OUTCOME);
    expect(outcomeFromError({ data: { code: 'INTERNAL_SERVER_ERROR' } })).toBe(UNEXPECTED_OUTCOME);
    expect(outcomeFromError('boom')).toBe(UNEXPECTED_OUTCOME);
  });

  it('falls back when the portal data breaks its schema', () => {
    expect(
      outcomeFromError({ data: { portal: { outcome: { next: { kind: 'teleport' } }, kind: 'http' } } }),
    ).toBe(UNEXPECTED_OUTCOME);
  });
});

describe('outcomeOf', () => {
  it("answers the call's outcome, or the outcome its thrown error carries", async () => {
    const stay: Outcome = { next: { kind: 'stay' } };
    expect(await outcomeOf(async () => stay)).toBe(stay);
    expect(await outcomeOf(() => Promise.reject(new Error('Failed to fetch')))).toBe(UNEXPECTED_OUTCOME);
  });
});
