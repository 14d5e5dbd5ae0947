import type { ComponentType } from 'react';
import { type LazyScreen, lazyScreen } from '../components/lazy-code';

/**
 * A part of a plain page that is built with Joy (a launch's dialog, the "session opened" card):
 * its code and the Joy kit (joy-kit.tsx) download together, when first needed or preloaded, and
 * it renders inside the kit, which adds nothing when the page is a Joy screen already. Render it
 * under a Suspense boundary of its own; once loaded it renders without suspending.
 */
export const joyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> =>
  lazyScreen(() =>
    Promise.all([load(), import('./joy-kit')]).then(([Part, kit]) => ({ default: kit.withJoyKit(Part) })),
  );
