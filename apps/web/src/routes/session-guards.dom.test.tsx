import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('./screens', () => ({ preloadRoute: () => Promise.resolve() }));
// The first check's answer, as session.ts would know it: `knownSignedOut` is read at the guard's
// first render and again in its effect.
const session = vi.hoisted(() => ({
  knownSignedOut: vi.fn(() => false),
  readSession: vi.fn(async () => ({ authenticated: false, email: null })),
}));
vi.mock('../session/session', () => ({
  SIGNED_IN_HOME: '/home/environments',
  isKnownSignedIn: () => false,
  isKnownSignedOut: session.knownSignedOut,
  readSession: session.readSession,
}));

const { RequireSession } = await import('./session-guards');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function visit(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireSession />}>
          <Route path="/home/environments" element={<p>the environments</p>} />
        </Route>
        <Route path="/" element={<p>the sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireSession with the first check already answered', () => {
  it('sends a known signed-out browser to sign in at once, leaving the answer to that page', async () => {
    session.knownSignedOut.mockReturnValue(true);
    visit('/home/environments');
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
    expect(session.readSession).not.toHaveBeenCalled();
  });

  it('still sends it on when the answer came between its first render and its effect', async () => {
    // First render: not answered yet ("checking"); effect: answered, signed out.
    session.knownSignedOut.mockReturnValueOnce(false).mockReturnValue(true);
    visit('/home/environments');
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
    expect(session.readSession).not.toHaveBeenCalled();
  });

  it('asks, and follows the answer, when nothing is known', async () => {
    session.knownSignedOut.mockReturnValue(false);
    visit('/home/environments');
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
    expect(session.readSession).toHaveBeenCalledWith(true);
  });
});
