import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withJoyKit } from '../layouts/joy-kit';
import { stubMatchMedia } from '../layouts/joy-kit.test-support';
import { ActiveSessionQuestion } from './active-session-question';

// A file of its own: the dialog's code must not have arrived yet (a module's lazy state is per
// file), so the question suspends, as it does when a launch asks before the code has come.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

// The dialog comes inside Joy's provider, which jsdom cannot run without a stand-in.
stubMatchMedia();

afterEach(cleanup);

describe('ActiveSessionQuestion on a screen built with Joy', () => {
  it('on a screen built with Joy, asks without hiding the page behind its fallback', async () => {
    const JoyScreen = withJoyKit(() => (
      <>
        <p>the page</p>
        <ActiveSessionQuestion client="Acme ERP" onAnswer={() => undefined} />
      </>
    ));
    render(
      <Suspense fallback={<p>the page is loading</p>}>
        <JoyScreen />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('the page is loading')).toBeNull();
    await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
