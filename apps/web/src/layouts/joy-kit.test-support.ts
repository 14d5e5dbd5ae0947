import { vi } from 'vitest';

/** Joy's provider (joy-kit.tsx) reads the colour scheme through matchMedia, which jsdom lacks. */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
