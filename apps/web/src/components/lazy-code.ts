import { LIMITS } from '@portal/contracts/limits';
import { type ComponentType, createElement, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A code-split component that can also be fetched ahead of its first render. */
// biome-ignore lint/complexity/noBannedTypes: a screen takes no props; {} is React's own default.
export type LazyScreen<P extends object = {}> = ComponentType<P> & { preload: () => Promise<Module<P>> };

/** A page's code (or its strings) that did not arrive: the page says so and offers a reload. */
export class ChunkLoadFailure extends Error {
  override name = 'ChunkLoadFailure';
}

/**
 * Spec section 9: a chunk that has not arrived after 120 s has failed, rather than leaving a
 * spinner for ever. Any failure to download becomes a ChunkLoadFailure (route-error.tsx).
 */
export function withinChunkTimeout<T>(
  loading: Promise<T>,
  setTimer: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
  clearTimer: (timer: unknown) => void = (timer) => clearTimeout(timer as number),
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimer(
      () => reject(new ChunkLoadFailure(`not loaded within ${LIMITS.chunkLoadTimeoutMs} ms`)),
      LIMITS.chunkLoadTimeoutMs,
    );
    loading.then(
      (value) => {
        clearTimer(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimer(timer);
        reject(
          new ChunkLoadFailure(error instanceof Error ? error.message : String(error), { cause: error }),
        );
      },
    );
  });
}

/** How each screen whose download failed starts afresh (see retryFailedScreens). */
const failedScreens = new Set<() => void>();

/**
 * Lets every screen whose download failed try again; the error boundary calls it when the user
 * moves to another page. Not sooner: React renders a failed screen once more before it shows the
 * boundary, and a fresh download there would suspend again, for ever, on a network that keeps failing.
 */
export function retryFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}

/**
 * A component whose code downloads when first needed (a screen, or a part of a page such as a
 * launch's follow-up): within the 120 s time-out, downloaded afresh after a failure, and rendered
 * at once when its code is already here.
 */
// biome-ignore lint/complexity/noBannedTypes: a screen takes no props; {} is React's own default.
export function lazyScreen<P extends object = {}>(load: () => Promise<Module<P>>): LazyScreen<P> {
  let loading: Promise<Module<P>> | undefined;
  let loaded: Module<P> | undefined;
  // Whether React has asked for the code (a render), not only a preload: a failure React saw waits
  // for its error boundary to let it try again (retryFailedScreens), one it never saw may at once.
  let asked = false;
  // React 18's types give lazy() a props type of its own (refs added) that createElement does not
  // take for P; the component renders the loaded screen with the same props.
  const fresh = () =>
    lazy(() => {
      asked = true;
      return preload();
    }) as unknown as ComponentType<P>;
  let Lazy = fresh();
  function preload(): Promise<Module<P>> {
    loading ??= withinChunkTimeout(load()).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        if (!asked) {
          // A preload that failed (a network blip while the user typed or pressed): the next
          // preload or render downloads again instead of finding this failure.
          loading = undefined;
          throw error;
        }
        // React's lazy() keeps a failure for good: a fresh one lets the next visit (another page,
        // or this one again) download the code again, after a network blip or a new deploy.
        failedScreens.add(() => {
          loading = undefined;
          asked = false;
          Lazy = fresh();
        });
        throw error;
      },
    );
    return loading;
  }
  // Code that has arrived renders directly: lazy() suspends on its first render even when the
  // download is done, and React then holds the page back after the fallback showed (its Suspense
  // throttle, 300 ms in React 19 and 500 in 18; twice on a first page, layout then screen).
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load (not per render), so each screen keeps one identity while the lazy it renders can be replaced.
  const Screen = (props: P) => createElement(loaded?.default ?? Lazy, props);
  return Object.assign(Screen, { preload });
}
