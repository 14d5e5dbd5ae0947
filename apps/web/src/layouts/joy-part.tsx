import { type ComponentType, Suspense } from 'react';
import { type LazyScreen, lazyScreen } from '../components/lazy-code';
import { PartBoundary, PartLoading } from '../components/part-boundary';

/**
 * A part of a plain page that is built with Joy (a launch's dialog, the "session opened" card):
 * its code and the Joy kit (joy-kit.tsx) download together, when first needed or preloaded, and
 * it renders inside the kit, which adds nothing when the page is a Joy screen already. It brings
 * its own Suspense and error boundaries: while its code is on its way the page stays (with a
 * spinner in its place when `takesThePage`), and a failed download says so in its place.
 */
export function joyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { takesThePage = false } = {},
): LazyScreen<P> {
  const Part = lazyScreen(() =>
    Promise.all([load(), import('./joy-kit')]).then(([Loaded, kit]) => ({ default: kit.withJoyKit(Loaded) })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load (launch-follow-ups.ts), not per render, so each part keeps one identity.
  const InPage = (props: P) => (
    <PartBoundary>
      <Suspense fallback={takesThePage ? <PartLoading /> : null}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
  return Object.assign(InPage, { preload: Part.preload });
}
