import { beforeEach, describe, expect, it, vi } from 'vitest';

// The loaders only talk to the gateway through trpcUtils; a stand-in answers for it.
const sessionUtils = vi.hoisted(() => ({
  fetch: vi.fn<() => Promise<{ authenticated: boolean; email: string | null }>>(),
  cancel: vi.fn(async () => undefined),
  setData: vi.fn(),
}));
const logoutMutate = vi.hoisted(() => vi.fn(async () => ({ next: { kind: 'navigate', to: '/' } })));
vi.mock('../trpc/client', () => ({
  queryClient: { clear: vi.fn() },
  trpcClient: { auth: { logout: { mutate: logoutMutate } } },
  trpcUtils: { auth: { session: sessionUtils } },
}));

const { endSession, redirectSignedIn, requireSession, SIGNED_IN_HOME } = await import('./session');

const signedIn = { authenticated: true, email: 'demo@example.com' };
const signedOut = { authenticated: false, email: null };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('redirectSignedIn (loader of /)', () => {
  it('sends a signed-in user to the environments', async () => {
    sessionUtils.fetch.mockResolvedValue(signedIn);
    const response = await redirectSignedIn();
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe(SIGNED_IN_HOME);
  });

  it('shows the login page without a session', async () => {
    sessionUtils.fetch.mockResolvedValue(signedOut);
    expect(await redirectSignedIn()).toBeNull();
  });

  it('shows the login page when the check fails', async () => {
    sessionUtils.fetch.mockRejectedValue(new Error('Failed to fetch'));
    expect(await redirectSignedIn()).toBeNull();
  });

  it('never trusts a cached answer: it asks the gateway each time', async () => {
    sessionUtils.fetch.mockResolvedValue(signedOut);
    await redirectSignedIn();
    expect(sessionUtils.fetch).toHaveBeenCalledWith(undefined, { staleTime: 0 });
  });
});

describe('requireSession (loader of the token routes)', () => {
  it('lets a signed-in user through and sends anyone else to /', async () => {
    sessionUtils.fetch.mockResolvedValue(signedIn);
    expect(await requireSession()).toBeNull();
    sessionUtils.fetch.mockResolvedValue(signedOut);
    expect((await requireSession())?.headers.get('Location')).toBe('/');
  });
});

describe('endSession', () => {
  it('after logout, drops any session answer in flight and remembers the user as signed out', async () => {
    await endSession();
    expect(logoutMutate).toHaveBeenCalled();
    expect(sessionUtils.cancel).toHaveBeenCalled();
    expect(sessionUtils.setData).toHaveBeenCalledWith(undefined, signedOut);
  });

  it('does the same when the logout call fails', async () => {
    logoutMutate.mockRejectedValueOnce(new Error('Failed to fetch'));
    await endSession();
    expect(sessionUtils.setData).toHaveBeenCalledWith(undefined, signedOut);
  });
});
