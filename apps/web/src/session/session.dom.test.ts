import type { SessionInfo } from '@portal/contracts/portal';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The session code asks auth.session with a plain query and logs out through the tRPC client,
// which it downloads only then; stand-ins answer for both.
const sessionQuery = vi.hoisted(() => vi.fn<() => Promise<SessionInfo>>());
const logoutMutate = vi.hoisted(() => vi.fn(async () => ({ next: { kind: 'navigate', to: '/' } })));
// A count, not a spy: clearAllMocks must not forget a load.
const loads = vi.hoisted(() => ({ client: 0 }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../trpc/session-query', () => ({ querySession: sessionQuery }));
vi.mock('../trpc/client', () => {
  loads.client += 1;
  return { trpcClient: { auth: { logout: { mutate: logoutMutate } } } };
});
vi.mock('../messages/messages-store', () => ({ notify }));
// The page's first data block (first-data.ts): none unless a test says so.
const takeFirstSession = vi.hoisted(() => vi.fn<() => SessionInfo | undefined>(() => undefined));
vi.mock('./first-data', () => ({ takeFirstSession }));

const {
  clearSession,
  endSession,
  isKnownSignedIn,
  isKnownSignedOut,
  markSignedIn,
  onSignedInEmailChange,
  readSession,
  sessionAnswered,
  signedInEmail,
  startSessionCheck,
} = await import('./session');
const { CLIENTS_DECIDED_KEY, onSessionEnd } = await import('./session-end');
const signInNotice = await import('./sign-in-notice');
const { LOGOUT_FAILED } = await import('../flows/execute-outcome');

const signedIn = { authenticated: true, email: 'demo@example.com' };
const signedOut = { authenticated: false, email: null };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('readSession', () => {
  // First in this file: the client module, once loaded, stays loaded.
  it('asks without the tRPC client, which the first screen does not download', async () => {
    sessionQuery.mockResolvedValueOnce(signedOut);
    await readSession(false);
    expect(sessionQuery).toHaveBeenCalled();
    expect(loads.client).toBe(0);
  });

  it("returns the gateway's answer, asking it each time", async () => {
    sessionQuery.mockResolvedValueOnce(signedIn).mockResolvedValueOnce(signedOut);
    expect(await readSession(false)).toEqual(signedIn);
    expect(await readSession(false)).toEqual(signedOut);
    expect(sessionQuery).toHaveBeenCalledTimes(2);
  });

  it("drops the clients rule's once-per-sign-in mark when the browser is signed out", async () => {
    sessionStorage.setItem(CLIENTS_DECIDED_KEY, '1');
    sessionQuery.mockResolvedValueOnce(signedIn).mockResolvedValueOnce(signedOut);
    await readSession(false);
    expect(sessionStorage.getItem(CLIENTS_DECIDED_KEY)).toBe('1');
    await readSession(false);
    expect(sessionStorage.getItem(CLIENTS_DECIDED_KEY)).toBeNull();
  });

  it("runs the last session's storage clear before a new session's pages store anything", async () => {
    vi.useFakeTimers();
    try {
      sessionStorage.setItem('portal.selectedClient', '{"cliUuid":"old","clientCount":2}');
      clearSession();
      sessionQuery.mockResolvedValueOnce(signedIn);
      await readSession(false);
      expect(sessionStorage.getItem('portal.selectedClient')).toBeNull();
      // The new session's page marks its clients rule; the old timer must not take it away.
      sessionStorage.setItem(CLIENTS_DECIDED_KEY, '1');
      vi.runAllTimers();
      expect(sessionStorage.getItem(CLIENTS_DECIDED_KEY)).toBe('1');
    } finally {
      vi.useRealTimers();
      sessionStorage.clear();
    }
  });

  it('runs it too when a sign-in has just succeeded (the signed-in page draws before any check)', () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem('portal.recentEnvironments', '["old/erp"]');
      clearSession();
      markSignedIn();
      expect(localStorage.getItem('portal.recentEnvironments')).toBeNull();
      localStorage.setItem('portal.recentEnvironments', '["new/erp"]');
      vi.runAllTimers();
      expect(localStorage.getItem('portal.recentEnvironments')).toBe('["new/erp"]');
    } finally {
      vi.useRealTimers();
      localStorage.clear();
    }
  });

  it.each([
    ['idle', 'session.endedIdle'],
    ['lifetime', 'session.endedLifetime'],
  ] as const)(
    'says why on the sign-in page when the gateway has just ended the session (%s), and forgets it',
    async (ended, key) => {
      const ends = vi.fn();
      const stop = onSessionEnd(ends);
      const shown = vi.spyOn(signInNotice, 'showSignInNotice');
      sessionQuery.mockResolvedValueOnce({ ...signedOut, ended });
      expect(await readSession(false)).toMatchObject({ authenticated: false, ended });
      expect(shown).toHaveBeenCalledWith({ severity: 'warning', key });
      // Not an alert that fades: the notice stays above the sign-in form.
      expect(notify).not.toHaveBeenCalled();
      expect(ends).toHaveBeenCalled();
      stop();
    },
  );

  it('reads a failed check as signed out, silently for the login page', async () => {
    sessionQuery.mockRejectedValue(new Error('Failed to fetch'));
    expect(await readSession(false)).toEqual(signedOut);
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports a failed check on the token routes', async () => {
    sessionQuery.mockRejectedValue(new Error('Failed to fetch'));
    expect(await readSession(true)).toEqual(signedOut);
    expect(notify).toHaveBeenCalledWith({ severity: 'error', key: 'errors.UNEXPECTED_ERROR' });
  });
});

describe("the signed-in user's e-mail", () => {
  it('follows the checks: named by a signed-in answer, gone with a signed-out or ended one', async () => {
    const changed = vi.fn();
    const stop = onSignedInEmailChange(changed);
    sessionQuery
      .mockResolvedValueOnce(signedIn)
      .mockResolvedValueOnce(signedIn)
      .mockResolvedValueOnce({ ...signedOut, ended: 'idle' });
    await readSession(false);
    expect(signedInEmail()).toBe('demo@example.com');
    await readSession(false);
    // The same answer again tells nobody.
    expect(changed).toHaveBeenCalledTimes(1);
    await readSession(false);
    expect(signedInEmail()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('goes with a logout, and with a failed check', async () => {
    sessionQuery.mockResolvedValueOnce(signedIn).mockResolvedValueOnce(signedIn);
    await readSession(false);
    clearSession();
    expect(signedInEmail()).toBeNull();
    await readSession(false);
    sessionQuery.mockRejectedValueOnce(new Error('Failed to fetch'));
    await readSession(false);
    expect(signedInEmail()).toBeNull();
  });

  it("is the page's own before the first render when the page came with its session", () => {
    clearSession();
    takeFirstSession.mockReturnValueOnce({ authenticated: true, email: 'first@example.com' });
    startSessionCheck();
    expect(signedInEmail()).toBe('first@example.com');
  });
});

describe('endSession', () => {
  it('logs out on the gateway', async () => {
    await endSession();
    expect(logoutMutate).toHaveBeenCalled();
  });

  it('runs one logout at a time: a 401 seen twice ends the session once', async () => {
    await Promise.all([endSession(), endSession()]);
    expect(logoutMutate).toHaveBeenCalledTimes(1);
    await endSession();
    expect(logoutMutate).toHaveBeenCalledTimes(2);
  });

  it('does not throw when the logout call fails: it says it failed, and the executor decides', async () => {
    logoutMutate.mockRejectedValueOnce(new Error('Failed to fetch'));
    await expect(endSession()).resolves.toBe(LOGOUT_FAILED);
    await expect(endSession()).resolves.toEqual({ kind: 'navigate', to: '/' });
  });
});

describe('clearSession', () => {
  it('tells every registered cache', () => {
    const cache = vi.fn();
    const stop = onSessionEnd(cache);
    clearSession();
    expect(cache).toHaveBeenCalledTimes(1);
    stop();
    clearSession();
    expect(cache).toHaveBeenCalledTimes(1);
  });

  it("clears the session's stored state a second later", () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem('custom_params', 'a=1');
      clearSession();
      expect(localStorage.getItem('custom_params')).toBe('a=1');
      vi.advanceTimersByTime(1_000);
      expect(localStorage.getItem('custom_params')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('startSessionCheck', () => {
  it('is the answer of the first readSession only; later checks ask the gateway again', async () => {
    sessionQuery.mockResolvedValueOnce(signedIn).mockResolvedValueOnce(signedOut);
    const { startSessionCheck } = await import('./session');
    startSessionCheck();
    expect(sessionQuery).toHaveBeenCalledTimes(1);
    expect(await readSession(false)).toEqual(signedIn);
    expect(sessionQuery).toHaveBeenCalledTimes(1);
    expect(await readSession(false)).toEqual(signedOut);
    expect(sessionQuery).toHaveBeenCalledTimes(2);
  });

  it('a failed early check is reported by the guard that reads it, not before', async () => {
    sessionQuery.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { startSessionCheck } = await import('./session');
    startSessionCheck();
    await Promise.resolve();
    expect(notify).not.toHaveBeenCalled();
    expect(await readSession(true)).toEqual(signedOut);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('takes the session the page came with instead of asking: signed in at once', async () => {
    takeFirstSession.mockReturnValueOnce({ authenticated: true, email: 'demo@example.com' });
    sessionQuery.mockResolvedValueOnce(signedOut);
    clearSession();
    const { startSessionCheck } = await import('./session');
    startSessionCheck();
    expect(isKnownSignedIn()).toBe(true);
    expect(await readSession(true)).toEqual(signedIn);
    expect(sessionQuery).not.toHaveBeenCalled();
    // Later checks ask the gateway, as after an early check.
    expect(await readSession(false)).toEqual(signedOut);
    expect(sessionQuery).toHaveBeenCalledTimes(1);
  });
});

describe('the first check, answered before the first render', () => {
  it('is known signed out once it has come back so, until a guard takes it', async () => {
    sessionQuery.mockResolvedValueOnce(signedOut);
    startSessionCheck();
    expect(isKnownSignedOut()).toBe(false);
    await sessionAnswered();
    expect(isKnownSignedOut()).toBe(true);
    await readSession(false);
    // Taken: a later page asks anew, and its guard waits for that answer.
    expect(isKnownSignedOut()).toBe(false);
    expect(sessionQuery).toHaveBeenCalledTimes(1);
  });

  it('is not, when the gateway has just ended the session: the guard waits to say why', async () => {
    sessionQuery.mockResolvedValueOnce({ ...signedOut, ended: 'idle' });
    startSessionCheck();
    await sessionAnswered();
    expect(isKnownSignedOut()).toBe(false);
    await readSession(false);
  });

  it('is not, when signed in or when the check failed; sessionAnswered settles either way', async () => {
    sessionQuery.mockResolvedValueOnce(signedIn);
    startSessionCheck();
    await sessionAnswered();
    expect(isKnownSignedOut()).toBe(false);
    await readSession(false);
    sessionQuery.mockRejectedValueOnce(new Error('offline'));
    startSessionCheck();
    await sessionAnswered();
    expect(isKnownSignedOut()).toBe(false);
    await readSession(false);
  });
});
