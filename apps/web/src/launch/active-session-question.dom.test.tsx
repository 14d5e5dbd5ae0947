import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveSessionQuestion } from './active-session-question';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** Counts the dialog module's loads: a mocked module's factory runs on its first import only. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./active-session-dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActiveSessionQuestion', () => {
  it("renders nothing closed, and fetches the dialog's code once the page is idle (before any launch asks)", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { container } = render(<ActiveSessionQuestion client={null} onAnswer={() => undefined} />);
    expect(container.childElementCount).toBe(0);
    expect(loads.count).toBe(0);
    for (const run of idle) run();
    await vi.waitFor(() => expect(loads.count).toBe(1), { timeout: 10_000 });
  });

  it('asks, naming the client, with focus on Cancel', async () => {
    render(<ActiveSessionQuestion client="Acme ERP" onAnswer={() => undefined} />);
    // Its code arrives first (a module import on a busy machine): a generous wait.
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('launch.activeSession.title');
    const cancel = screen.getByRole('button', { name: 'launch.activeSession.cancel' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cancel));
  });
});
