import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../layouts/joy-kit.test-support';
import { ActiveSessionQuestion } from './active-session-question';
import { ActiveSessionDialogPart, preloadLaunchFollowUps, SessionOpenedCardPart } from './launch-follow-ups';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** Counts the dialog module's loads: a mocked module's factory runs on its first import only. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./active-session-dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

// The dialog comes inside Joy's provider, which jsdom cannot run without a stand-in.
stubMatchMedia();

afterEach(cleanup);

describe('ActiveSessionQuestion', () => {
  it('renders nothing closed, and fetches no code until a launch starts', async () => {
    const { container } = render(<ActiveSessionQuestion client={null} onAnswer={() => undefined} />);
    expect(container.childElementCount).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    preloadLaunchFollowUps();
    await vi.waitFor(() => expect(loads.count).toBe(1), { timeout: 10_000 });
    // Both follow-ups arrive (no download left running past the test, with its 120 s time-out).
    await Promise.all([ActiveSessionDialogPart.preload(), SessionOpenedCardPart.preload()]);
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
