import { describe, expect, it } from 'vitest';
import { needsOf, PARTS, runParts } from './bench/parts.mjs';
import { TARGETS } from './build-if-stale.mjs';

// Issue 20 item 5: the benchmarks run from a fresh clone (they build what is stale first).

describe('pnpm bench', () => {
  it('builds what the asked parts need, once, before it prints or runs anything', async () => {
    const calls = [];
    const parts = {
      a: { needs: ['gateway', 'sim'], run: async () => calls.push('run a') },
      b: { needs: ['sim', 'web'], run: async () => calls.push('run b') },
    };
    await runParts(['a', 'b'], {
      parts,
      build: async (targets) => calls.push(['build', targets]),
      print: () => calls.push('header'),
    });
    expect(calls).toEqual([['build', ['gateway', 'sim', 'web']], 'header', 'run a', 'run b']);
  });

  it('has every part name what it starts, in targets the build knows', () => {
    expect(needsOf(['gateway'])).toEqual(['gateway', 'sim']);
    // `pnpm bench:sim`
    expect(needsOf(['simulator'])).toEqual(['sim']);
    expect(needsOf(['startup'])).toEqual(['web', 'gateway', 'sim']);
    for (const part of Object.values(PARTS)) expect(TARGETS).toEqual(expect.arrayContaining(part.needs));
  });
});
