import { lazy, type ReactNode, Suspense, useContext } from 'react';
import { InsideJoyContext } from './inside-joy';
import { loadJoyKit } from './load-joy-kit';

const JoyKit = lazy(loadJoyKit);

/**
 * Joy UI with the customer's colours around what is built with it. The signed-in first screen
 * (the top bar, the title band, the environments page and its cards) is plain CSS and loads no
 * Joy at all (docs/decisions/031-signed-in-first-screen-without-joy.md); the screens built with
 * Joy are wrapped as they load (routes/screens.ts), and a Joy part of a plain page (the launch's
 * dialogs, the "session opened" card) sits in a JoyScope, which waits for the kit under `fallback`.
 */
export function JoyScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  if (useContext(InsideJoyContext)) return children;
  return (
    <Suspense fallback={fallback}>
      <JoyKit>{children}</JoyKit>
    </Suspense>
  );
}
